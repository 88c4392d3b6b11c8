type PlannedFeatureProps = {
  title: string;
  /** What the page will let the user do, in a sentence or two. */
  summary: string;
  /** The tracker issue that builds it. */
  issue: number;
};

/** An honest stand-in for a route whose feature lands with a later issue. */
export function PlannedFeature({ title, summary, issue }: PlannedFeatureProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{summary}</p>
      <p className="mt-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        This page is being built (issue #{issue}). It is not available yet.
      </p>
    </section>
  );
}
