import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";

export type MarkdownHeading = { level: number; text: string; id: string };

/**
 * The headings of a document with the ids the rendered page gives them (components/docs/markdown.tsx,
 * rehype-slug): GitHub's slugs of their plain text, repeated ones numbered, after `idPrefix`.
 */
export function markdownHeadings(source: string, idPrefix = ""): MarkdownHeading[] {
  const slugger = new GithubSlugger();
  return fromMarkdown(source).children.flatMap((node) => {
    if (node.type !== "heading") return [];
    const text = toString(node);
    return [{ level: node.depth, text, id: `${idPrefix}${slugger.slug(text)}` }];
  });
}
