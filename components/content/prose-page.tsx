import type { ReactNode } from "react";

type ProsePageProps = {
  title: string;
  /** One or two sentences under the heading that tell the reader what the page answers. */
  lead?: string;
  /** Shown under the heading on policy pages, e.g. "Last updated 1 November 2026". */
  updated?: string;
  children: ReactNode;
};

/** Layout for long-form pages: information, policies, help and guides. */
export function ProsePage({ title, lead, updated, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg leading-8 text-slate-600">{lead}</p> : null}
        {updated ? <p className="mt-2 text-sm text-slate-500">{updated}</p> : null}
      </header>
      <div className="prose-content mt-8">{children}</div>
    </article>
  );
}
