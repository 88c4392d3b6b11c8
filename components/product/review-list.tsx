"use client";

import { useCallback, type ReactNode } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import { fetchReviewPage } from "@/lib/reviews/pages";
import type { Review } from "@/lib/types/product";
import { ReviewItem } from "./review-item";

type ReviewListProps = {
  productId: string;
  /** The rating's count: every review of the product. */
  total: number;
  /** How many reviews the server rendered (`children`), and the cursor after them. */
  shown: number;
  next: string | null;
  children: ReactNode;
};

/** The newest reviews as the cached page has them, then older ones a page at a time on "Show more". */
export function ReviewList({ productId, total, shown, next, children }: ReviewListProps) {
  const load = useCallback((after: string | null) => fetchReviewPage(productId, after), [productId]);
  // Keyed by the server page's cursor: after a refresh brings a new first page, older pages follow that one.
  const list = usePagedList<Review, string>(`${productId} ${next}`, load, { items: [], next });
  const { container, showMore } = useShowMore<HTMLOListElement>(list, "reviews", shown);
  const count = shown + list.items.length;
  return (
    <>
      {total > count ? <p className="text-sm text-slate-600">{`Showing ${count} of ${total} reviews, newest first.`}</p> : null}
      <ol ref={container} aria-label="Reviews" className="divide-y divide-slate-200">
        {children}
        {list.items.map((review) => (
          <li key={review.id} className="py-4">
            <ReviewItem review={review} />
          </li>
        ))}
      </ol>
      <ShowMore {...showMore} />
    </>
  );
}
