"use client";

import { useMemo, useState } from "react";
import { ReviewStars } from "@/components/product/stars";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import type { AuthoredReview } from "@/lib/db/reviews";
import { formatDate } from "@/lib/utils/format";

const load = (uid: string) => async () => (await import("@/lib/db/reviews")).readReviewsBy(uid);

/**
 * "Your reviews" on the account page: every review the person wrote, each with Delete (after a
 * confirmation). Read only when asked for, so the account page costs no reads for it otherwise.
 * The one place an author who no longer owns a course (refunded) can withdraw their review.
 */
export function OwnReviews({ uid }: { uid: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <div className="space-y-3">
        <p className="max-w-2xl text-slate-700">The reviews you wrote, also of courses you no longer own, to read again or delete.</p>
        <Button variant="secondary" onClick={() => setShown(true)}>
          Show my reviews
        </Button>
      </div>
    );
  }
  return <ReviewList uid={uid} />;
}

function ReviewList({ uid }: { uid: string }) {
  const { state, reload, update } = useLoad(useMemo(() => load(uid), [uid]));
  const [deleted, setDeleted] = useState<string | null>(null);

  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading your reviews…</p>;
  if (state.status === "failed") return <LoadError message="Your reviews could not be loaded." cause={state.error} onRetry={reload} />;
  const reviews = state.value;
  return (
    <div className="space-y-3">
      {deleted ? (
        <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-brand-800">
          {`Your review of ${deleted} is deleted.`}
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <p className="text-slate-700">{deleted ? "You have no other reviews." : "You have not reviewed any course."}</p>
      ) : (
        <ul aria-label="Your reviews" className="max-w-2xl divide-y divide-slate-200 rounded-lg border border-slate-200">
          {reviews.map((review) => (
            <ReviewItem
              key={review.productId}
              uid={uid}
              review={review}
              onDeleted={(name) => {
                setDeleted(name);
                update((list) => list.filter((item) => item.productId !== review.productId));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewItem({ uid, review, onDeleted }: { uid: string; review: AuthoredReview; onDeleted: (name: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = review.title ? `“${review.title}”` : "a course no longer in the catalogue";
  const headingId = `own-review-${review.productId}`;

  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await (await import("@/lib/reviews/writes")).deleteReview(uid, review.productId);
      onDeleted(name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Your review could not be deleted. Please try again.");
      setPending(false);
    }
  };

  return (
    <li aria-labelledby={headingId} className="space-y-2 p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">
          {review.title ? <Link href={`/products/${review.productId}#reviews`}>{review.title}</Link> : "A course no longer in the catalogue"}
        </h3>
        <ReviewStars stars={review.stars} />
        <span className="text-sm text-slate-600">{formatDate(review.createdOn)}</span>
      </div>
      <p className="whitespace-pre-line break-words text-slate-700">{review.text}</p>
      {confirming ? (
        <div role="group" aria-label={`Delete your review of ${name}?`} className="space-y-2 rounded-md bg-red-50 px-4 py-3">
          <p className="text-sm text-slate-900">Delete your review of {name}? Its stars leave the course&apos;s rating.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={remove} disabled={pending}>
              {pending ? "Deleting…" : "Delete review"}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={pending} autoFocus>
              Keep review
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete your review of ${name}`}>
          Delete
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
