"use client";

import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { useLoad } from "@/components/ui/use-load";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { REVIEW_TEXT_MAX, validateReview, type ReviewFieldErrors } from "@/lib/reviews/validation";
import { publicName } from "@/lib/utils/names";
import { useAppSelector } from "@/store/hooks";
import { selectUserRecord } from "@/store/user-slice";
import { useEnrolment } from "./enrolment";
import { ReviewFormChecking } from "./review-form-checking";
import { OpenToReview, useReviewGate, VerifyToReview } from "./review-gate";

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;
const note = "rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700";

/** Has the signed-in buyer reviewed this product? One read, once they are known to own it. */
function useReviewed(uid: string | null, productId: string, enrolled: boolean) {
  const { state } = useLoad(
    useMemo(
      () =>
        uid && enrolled
          ? () =>
              import("@/lib/db/reviews")
                .then(({ hasReviewed }) => hasReviewed(uid, productId))
                // Unknown: offer the form; the rules refuse a second review and the form says so.
                .catch(() => false)
          : null,
      [uid, productId, enrolled],
    ),
  );
  return state.status === "ready" ? state.value : null;
}

/** The review form for buyers; everyone else learns why there is none. */
export function ReviewForm({ productId }: { productId: string }) {
  const { status, uid } = useEnrolment();
  const record = useAppSelector(selectUserRecord);
  const pathname = usePathname();
  const router = useRouter();
  const reviewed = useReviewed(uid, productId, status === "enrolled");
  const { gate, recheck } = useReviewGate(uid, productId, status === "enrolled" && reviewed === false);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [thanked, setThanked] = useState<"shown" | "pending" | null>(null);

  if (thanked) {
    return (
      <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-brand-800">
        <strong>Thanks for your review</strong>
        {thanked === "shown" ? "; it now appears below." : ". It will appear here within a few minutes."}
      </p>
    );
  }
  if (status === "visitor") {
    return (
      <p className={note}>
        <Link href={`/login?next=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>{" "}
        to review a course you own.
      </p>
    );
  }
  if (status === "not-enrolled") return <p className={note}>Only learners who own this course can review it.</p>;
  if (status === "creator") return <p className={note}>You made this course, so you cannot review it.</p>;
  if (status === "checking" || reviewed === null || !uid) return <ReviewFormChecking />;
  if (reviewed) return <p className={note}>You have reviewed this course. Thank you!</p>;
  if (gate === "checking") return <ReviewFormChecking />;
  if (gate === "unverified") return <VerifyToReview onRecheck={recheck} />;
  if (gate === "not-opened") return <OpenToReview productId={productId} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview({ stars, text });
    setErrors(found);
    setFormError(null);
    if (found.stars || found.text) return;
    setPending(true);
    try {
      const { addReview, announceReview, refreshProductAfterReview } = await import("@/lib/db/reviews");
      await addReview(uid, productId, { stars, text, authorName: publicName(record?.firstName ?? "", record?.lastName ?? "") });
      // The review is saved: telling the creators is best effort and never fails it, and
      // refreshing the server's cached page only decides what shows now.
      const [shown] = await Promise.all([
        refreshProductAfterReview(productId).then(
          () => true,
          () => false,
        ),
        announceReview(productId).catch(() => undefined),
      ]);
      if (shown) router.refresh();
      setThanked(shown ? "shown" : "pending");
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "Your review could not be saved. Please try again.");
    } finally {
      setPending(false);
    }
  };

  const length = text.trim().length;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-heading" className="max-w-xl space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id="review-form-heading" className="font-semibold text-slate-900">
        Write a review
      </h3>
      <fieldset aria-describedby={errors.stars ? "review-stars-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {STAR_CHOICES.map((choice) => (
            <label key={choice} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input type="radio" name="stars" value={choice} checked={stars === choice} onChange={() => setStars(choice)} className="accent-brand-700" />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(choice)}
              </span>
              {choice === 1 ? "1 star" : `${choice} stars`}
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id="review-stars-error" className="mt-1 text-sm text-red-700">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="review-text" className="block text-sm font-medium text-slate-900">
          Your review
        </label>
        <textarea
          id="review-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? "review-text-error review-text-count" : "review-text-count"}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
        />
        <p id="review-text-count" className={`mt-1 text-xs ${length > REVIEW_TEXT_MAX ? "text-red-700" : "text-slate-600"}`}>
          {length} of {REVIEW_TEXT_MAX} characters
        </p>
        {errors.text ? (
          <p id="review-text-error" className="mt-1 text-sm text-red-700">
            {errors.text}
          </p>
        ) : null}
      </div>
      <FormError message={formError} />
      <SubmitButton pending={pending} label="Post review" pendingLabel="Posting…" />
    </form>
  );
}
