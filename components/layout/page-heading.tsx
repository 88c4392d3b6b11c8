import type { ReactNode } from "react";

/** A dashboard or admin page's h1 and the sentence under it that says what the page is for. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}
