import type { DeveloperDoc } from "@/lib/docs/developer-docs.server";
import { MarkdownDocument } from "@/components/docs/markdown";

// .prose-content (globals.css) styles text; code, tables and deeper headings need a little more.
const DOC_STYLE = [
  "prose-content max-w-none",
  "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:text-sm",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_.table-scroll]:my-4 [&_table]:text-sm",
  "[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
  "[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top",
  "[&_:is(h2,h3,h4)]:scroll-mt-20",
].join(" ");

/** A table of contents (documents and their h2 sections), then every document in full. */
export function DeveloperDocs({ docs }: { docs: DeveloperDoc[] }) {
  if (docs.length === 0) return <p className="text-slate-700">No documents in docs/developer/ yet.</p>;
  return (
    <div className="space-y-10">
      <nav aria-label="Table of contents" className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Contents</h2>
        <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-700">
          {docs.map((doc) => (
            <li key={doc.slug}>
              <a href={`#${doc.id}`} className="text-link">
                {doc.title}
              </a>
              {doc.sections.length > 0 && (
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {doc.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                        {section.text}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {docs.map((doc) => (
        <article key={doc.slug} className={`${DOC_STYLE} border-t border-slate-200 pt-6`}>
          <MarkdownDocument source={doc.source} idPrefix={doc.idPrefix} headingOffset={1} />
        </article>
      ))}
    </div>
  );
}
