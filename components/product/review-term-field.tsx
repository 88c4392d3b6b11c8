import { recentTerms } from "@/lib/reviews/terms";

/** When the reviewer took the university course this product belongs to: the recent terms, or none. */
export function ReviewTermField({ term, error, onTerm }: { term: string; error?: string; onTerm: (term: string) => void }) {
  return (
    <div>
      <label htmlFor="review-term" className="block text-sm font-medium text-slate-900">
        Term you took the university course (optional)
      </label>
      <select
        id="review-term"
        value={term}
        onChange={(event) => onTerm(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "review-term-error" : undefined}
        className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
      >
        <option value="">I did not take it / not saying</option>
        {recentTerms().map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {error ? (
        <p id="review-term-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
