import type { Review } from "@/lib/types/product";
import { formatDate } from "@/lib/utils/format";
import { ReviewStars } from "./stars";

/**
 * One review, for the server-rendered page and the pages "Show more" adds. Focusable as a whole
 * (it has no link), so focus can move to the first review a page added. Text is plain text.
 */
export function ReviewItem({ review }: { review: Review }) {
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
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.text}</p>
    </article>
  );
}
