import { createElement, Fragment, type ReactNode } from "react";
import { TableScroll } from "@/components/ui/table-scroll";
import { isSafeHref, markdownHeadings, parseMarkdown } from "@/lib/docs/markdown-parse";

/**
 * A small Markdown renderer for the developer docs in docs/developer/ (no dependency). It builds
 * React elements, so every piece of text is escaped by React; links keep only http(s), relative
 * and #anchor hrefs. Supported: headings, paragraphs, flat lists, fenced code, pipe tables,
 * inline code, bold, italic and links. Anything else is shown as plain text.
 */
export type MarkdownOptions = {
  /** Prefixed to heading ids, so several documents on one page keep unique anchors. */
  idPrefix?: string;
  /** Added to each heading level, e.g. 1 renders `#` as h2 below the page's own h1. */
  headingOffset?: number;
};

// Earliest match wins; each alternative's groups are read in renderInline.
const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^()\s]*)\)|<(https?:\/\/[^>\s]+)>|(?<![\w*])\*(?!\s)([^*]+?)\*(?!\w)|(?<!\w)_(?!\s)([^_]+?)_(?!\w)/;

export function renderInline(text: string, key = "i"): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const k = `${key}-${nodes.length}`;
    const [, code, bold, label, href, autolink, star, underscore] = match;
    if (code !== undefined) nodes.push(createElement("code", { key: k }, code));
    else if (bold !== undefined) nodes.push(createElement("strong", { key: k }, renderInline(bold, k)));
    else if (label !== undefined) nodes.push(link(label, href ?? "", k));
    else if (autolink !== undefined) nodes.push(link(autolink, autolink, k));
    else nodes.push(createElement("em", { key: k }, renderInline(star ?? underscore ?? "", k)));
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

function link(label: string, href: string, key: string): ReactNode {
  const children = renderInline(label, key);
  if (!isSafeHref(href)) return createElement(Fragment, { key }, children);
  const external = /^https?:/i.test(href);
  return createElement("a", { key, href, ...(external ? { rel: "noreferrer" } : {}) }, children);
}

/** Renders a Markdown document as React elements; every text is escaped by React. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): ReactNode {
  const headings = markdownHeadings(source, options.idPrefix ?? "");
  let headingIndex = 0;
  let sectionId: string | undefined;
  const children = parseMarkdown(source).map((block, index): ReactNode => {
    const key = `b${index}`;
    switch (block.kind) {
      case "heading": {
        const id = headings[headingIndex++]?.id;
        sectionId = id;
        const level = Math.min(6, block.level + (options.headingOffset ?? 0));
        return createElement(`h${level}`, { key, id }, renderInline(block.text, key));
      }
      case "code":
        // Long lines scroll sideways on a phone: the block takes focus so a keyboard can scroll it.
        return createElement(
          "pre",
          { key, tabIndex: 0 },
          createElement("code", block.lang ? { className: `language-${block.lang}` } : {}, block.text),
        );
      case "list":
        return createElement(
          block.ordered ? "ol" : "ul",
          { key },
          block.items.map((item, n) => createElement("li", { key: n }, renderInline(item, `${key}-${n}`))),
        );
      case "table": {
        const table = createElement(
          "table",
          null,
          createElement("thead", null, createElement("tr", null, block.head.map((cell, n) => createElement("th", { key: n, scope: "col" }, renderInline(cell, `${key}-h${n}`))))),
          createElement(
            "tbody",
            null,
            block.rows.map((row, r) =>
              createElement("tr", { key: r }, row.map((cell, n) => createElement("td", { key: n }, renderInline(cell, `${key}-${r}-${n}`)))),
            ),
          ),
        );
        // A table can be wider than a phone: it scrolls, named by its section's heading.
        return createElement(TableScroll, { key, ...(sectionId ? { labelledBy: sectionId } : { label: "Table" }) }, table);
      }
      case "paragraph":
        return createElement("p", { key }, renderInline(block.text, key));
    }
  });
  return createElement(Fragment, null, children);
}
