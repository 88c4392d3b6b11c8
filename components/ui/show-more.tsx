"use client";

import { LoadError } from "./load-error";

export type ShowMoreProps = {
  /** What is listed, plural: "courses", "orders". */
  noun: string;
  shown: number;
  /** How many the last page added (0 before any "Show more"). */
  added: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  error?: unknown;
  onMore: () => void;
};

/**
 * The foot of a paged list: a "Show more" button (busy while its page loads), a failed page's
 * error with Retry (what is shown stays), and a live region telling screen readers what came.
 */
export function ShowMore({ noun, shown, added, hasMore, loading, failed, error, onMore }: ShowMoreProps) {
  const news = added > 0 && shown > added ? `${shown} ${noun} shown, ${added} new.` : "";
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p aria-live="polite" className="sr-only">
        {loading ? `Loading more ${noun}…` : news}
      </p>
      {failed ? <LoadError message={`More ${noun} could not be loaded.`} cause={error} onRetry={onMore} className="w-full" /> : null}
      {hasMore && !failed ? (
        <button
          type="button"
          onClick={onMore}
          disabled={loading}
          aria-busy={loading}
          className="w-full rounded-md border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 sm:w-auto"
        >
          {loading ? "Loading…" : "Show more"}
        </button>
      ) : null}
    </div>
  );
}
