/**
 * The block parser and anchors of components/docs/markdown.ts: Markdown in, plain data out (no HTML).
 */
export type MarkdownHeading = { level: number; text: string; id: string };

const FENCE = /^```\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** Plain text of inline Markdown: what a heading's anchor and the table of contents use. */
export function plainText(source: string): string {
  return source.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/[`*]|(?<!\w)_|_(?!\w)/g, "");
}

export function slugify(text: string): string {
  return plainText(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/** Only web, same-site and in-page links: `javascript:`, `data:` and the like are refused. */
export function isSafeHref(href: string): boolean {
  if (/[\s\u0000-\u001f\\]/.test(href)) return false;
  if (/^https?:\/\/[^/]/i.test(href)) return true;
  if (href.startsWith("//")) return false;
  // Relative: no scheme before the first "/", "?" or "#".
  return !/^[^/?#]*:/.test(href);
}

/** The headings of a document with the ids renderMarkdown gives them (duplicates numbered). */
export function markdownHeadings(source: string, idPrefix = ""): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of source.split(/\r?\n/)) {
    if (FENCE.test(line.trim())) inFence = !inFence;
    const match = inFence ? null : HEADING.exec(line);
    if (!match) continue;
    const text = match[2] ?? "";
    const base = `${idPrefix}${slugify(text)}` || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    headings.push({ level: match[1]?.length ?? 1, text: plainText(text), id: count === 1 ? base : `${base}-${count}` });
  }
  return headings;
}

function cells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "code"; lang: string; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] }
  | { kind: "paragraph"; text: string };

function startsBlock(line: string, next: string | undefined): boolean {
  return FENCE.test(line.trim()) || HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || isTableStart(line, next);
}

function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes("|") && next !== undefined && TABLE_RULE.test(next);
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.split(/\r?\n/);
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const fence = FENCE.exec(line.trim());
    if (!line.trim()) {
      i += 1;
    } else if (fence) {
      const body: string[] = [];
      for (i += 1; i < lines.length && !/^```\s*$/.test((lines[i] ?? "").trim()); i += 1) body.push(lines[i] ?? "");
      blocks.push({ kind: "code", lang: fence[1] ?? "", text: body.join("\n") });
      i += 1;
    } else if (HEADING.test(line)) {
      const match = HEADING.exec(line);
      blocks.push({ kind: "heading", level: match?.[1]?.length ?? 1, text: match?.[2] ?? "" });
      i += 1;
    } else if (isTableStart(line, lines[i + 1])) {
      const head = cells(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && (lines[i] ?? "").includes("|") && (lines[i] ?? "").trim(); i += 1) rows.push(cells(lines[i] ?? ""));
      blocks.push({ kind: "table", head, rows });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? "";
        const item = pattern.exec(current);
        if (item) items.push(item[1] ?? "");
        // An indented line continues the item above it.
        else if (/^\s{2,}\S/.test(current) && items.length) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i += 1;
      }
      blocks.push({ kind: "list", ordered, items });
    } else {
      const text: string[] = [];
      for (; i < lines.length && (lines[i] ?? "").trim() && !(text.length && startsBlock(lines[i] ?? "", lines[i + 1])); i += 1) {
        text.push((lines[i] ?? "").trim());
      }
      blocks.push({ kind: "paragraph", text: text.join(" ") });
    }
  }
  return blocks;
}

