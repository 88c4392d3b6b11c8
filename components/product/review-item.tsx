import type { Review } from "@/lib/types/product";
import type { UniversityName } from "@/lib/types/university";
import { formatDate } from "@/lib/utils/format";
import { ReviewStars } from "./stars";

/**
 * One review, for the server-rendered page and the pages "Show more" adds. Focusable as a whole
 * (it has no link), so focus can move to the first review a page added. Text is plain text.
 * `university`: the product's; a review stamped with it shows its author's verified student mark.
 */
export function ReviewItem({ review, university = null }: { review: Review; university?: UniversityName | null }) {
  const verified = university !== null && review.verifiedUniversity === university.id;
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      tabIndex={-1}
      className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
          {review.authorName}
        </h3>
        <ReviewStars stars={review.stars} />
        <time dateTime={review.createdOn} className="text-sm text-slate-600">
          {formatDate(review.createdOn)}
        </time>
        {review.editedOn ? <span className="text-sm text-slate-600">(edited)</span> : null}
      </div>
      {verified || review.term ? (
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
              <span aria-hidden="true">✓</span>Verified student of {university.name}
            </span>
          ) : null}
          {review.term ? <span className="text-slate-600">Took the course in {review.term}</span> : null}
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.text}</p>
    </article>
  );
}
