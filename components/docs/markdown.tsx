import type { Element, Root, RootContent } from "hast";
import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { TableScroll } from "@/components/ui/table-scroll";

/**
 * The developer docs (docs/developer/*.md) rendered on the server with react-markdown and GitHub's
 * flavour (tables): React elements, so every text is escaped, and raw HTML in the Markdown is
 * shown as text, never as markup. Links keep http(s), mailto, relative and #anchor targets only
 * (react-markdown's defaultUrlTransform, and no protocol-relative `//host`).
 */
export type MarkdownOptions = {
  /** Prefixed to heading ids, so several documents on one page keep unique anchors. */
  idPrefix?: string;
  /** Added to each heading level, e.g. 1 renders `#` as h2 below the page's own h1. */
  headingOffset?: number;
};

/** Marks each table with the id of the heading above it, which names its scroll region. */
function tableSections() {
  return (tree: Root) => {
    let section: string | undefined;
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== "element") continue;
        if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === "string") section = node.properties.id;
        else if (node.tagName === "table" && section) node.properties.dataSection = section;
        else walk(node.children);
      }
    };
    walk(tree.children);
  };
}

/** An element's props without react-markdown's `node` (the syntax tree), which is no attribute. */
function attributes<Props extends { node?: Element }>(props: Props): Omit<Props, "node"> {
  const copy = { ...props };
  delete copy.node;
  return copy;
}

function components(headingOffset: number): Components {
  const heading = (level: number) =>
    function Heading(props: { node?: Element; children?: ReactNode; id?: string }) {
      const Tag = `h${Math.min(6, level + headingOffset)}` as "h1";
      return <Tag {...attributes(props)} />;
    };
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    // Long lines scroll sideways on a phone: the block takes focus so a keyboard can scroll it.
    pre: (props) => <pre tabIndex={0} {...attributes(props)} />,
    a: ({ href, children }) => {
      if (!href || href.startsWith("//")) return <>{children}</>;
      return (
        <a href={href} {...(/^https?:/i.test(href) ? { rel: "noreferrer" } : {})}>
          {children}
        </a>
      );
    },
    // A table can be wider than a phone: it scrolls, named by its section's heading.
    table: (props) => {
      const section = props.node?.properties.dataSection;
      // The mark is for this component only, not an attribute of the page's table.
      const own: Record<string, unknown> = attributes(props);
      delete own["data-section"];
      const table = <table {...own} />;
      return typeof section === "string" ? <TableScroll labelledBy={section}>{table}</TableScroll> : <TableScroll label="Table">{table}</TableScroll>;
    },
    th: (props) => <th scope="col" {...attributes(props)} />,
  };
}

/** A Markdown document as React elements, its headings anchored as markdownHeadings (lib/docs) lists them. */
export function MarkdownDocument({ source, idPrefix = "", headingOffset = 0 }: { source: string } & MarkdownOptions) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeSlug, { prefix: idPrefix }], tableSections]} components={components(headingOffset)}>
      {source}
    </Markdown>
  );
}
