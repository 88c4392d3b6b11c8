import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { markdownHeadings, type MarkdownHeading } from "@/lib/docs/markdown-headings";

export type DeveloperDoc = {
  slug: string;
  title: string;
  source: string;
  /** Prefix of every heading id of this document, so anchors stay unique on one page. */
  idPrefix: string;
  /** The document's own title anchor. */
  id: string;
  /** Its h2 sections, for the table of contents. */
  sections: MarkdownHeading[];
};

export const DEVELOPER_DOCS_DIR = path.join(process.cwd(), "docs", "developer");

// Reading order; any further document follows alphabetically.
const ORDER = ["data-model", "routes", "roles-and-rules", "running-and-deploying"];

function rank(slug: string): number {
  const index = ORDER.indexOf(slug);
  return index === -1 ? ORDER.length : index;
}

/**
 * Every docs/developer/*.md, read from the repository when the page renders. The build ships
 * them through outputFileTracingIncludes (next.config.ts); the tracer could not scope `dir`.
 */
export async function listDeveloperDocs(dir = DEVELOPER_DOCS_DIR): Promise<DeveloperDoc[]> {
  const files = (await readdir(/*turbopackIgnore: true*/ dir)).filter((file) => file.endsWith(".md"));
  const slugs = files.map((file) => file.slice(0, -3)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Promise.all(
    slugs.map(async (slug) => {
      const source = await readFile(/*turbopackIgnore: true*/ path.join(dir, `${slug}.md`), "utf8");
      const idPrefix = `${slug}--`;
      const headings = markdownHeadings(source, idPrefix);
      const title = headings.find((heading) => heading.level === 1);
      return {
        slug,
        title: title?.text ?? slug,
        source,
        idPrefix,
        id: title?.id ?? idPrefix,
        sections: headings.filter((heading) => heading.level === 2),
      };
    }),
  );
}
