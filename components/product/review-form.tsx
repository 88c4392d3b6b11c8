"use client";

import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { useLoad } from "@/components/ui/use-load";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import type { OwnReview as Review } from "@/lib/db/reviews";
import { fieldProblems } from "@/lib/schemas/parse";
import { reviewBody, type ReviewFieldErrors } from "@/lib/schemas/reviews";
import { publicName } from "@/lib/utils/names";
import { useAppSelector } from "@/store/hooks";
import { selectUserRecord } from "@/store/user-slice";
import { useEnrolment } from "./enrolment";
import { OwnReview } from "./own-review";
import { ReviewFields } from "./review-fields";
import { ReviewFormChecking } from "./review-form-checking";
import { ReviewTermField } from "./review-term-field";
import { OpenToReview, useReviewGate, VerifyToReview } from "./review-gate";

const note = "rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700";

/** The signed-in buyer's review of this product (null: none yet; undefined: not known yet). One read, once they are known to own it. */
function useOwnReview(uid: string | null, productId: string, enrolled: boolean): Review | null | undefined {
  const { state } = useLoad(
    useMemo(
      () =>
        uid && enrolled
          ? () =>
              import("@/lib/db/reviews")
                .then(({ readOwnReview }) => readOwnReview(uid, productId))
                // Unknown: offer the form; the rules refuse a second review and the form says so.
                .catch(() => null)
          : null,
      [uid, productId, enrolled],
    ),
  );
  return state.status === "ready" ? state.value : undefined;
}

/** What the buyer just did to their review, shown above it (or above the form after a deletion). */
type Change = { review: Review | null; note: "posted" | "posted-later" | "saved" | "deleted" };

function ChangeNote({ change }: { change: Change["note"] }) {
  return (
    <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-brand-800">
      {change === "posted" || change === "posted-later" ? (
        <>
          <strong>Thanks for your review</strong>
          {change === "posted" ? "; it now appears below." : ". It will appear here within a few minutes."}
        </>
      ) : change === "saved" ? (
        "Your review is updated."
      ) : (
        "Your review is deleted. You can write a new one."
      )}
    </p>
  );
}

/** The review form for buyers, or their own review to edit or delete; everyone else learns why there is none. `offerTerm`: the product belongs to a university course. */
export function ReviewForm({ productId, offerTerm = false }: { productId: string; offerTerm?: boolean }) {
  const { status, uid } = useEnrolment();
  const router = useRouter();
  const loaded = useOwnReview(uid, productId, status === "enrolled");
  const [change, setChange] = useState<Change | null>(null);
  const own = change ? change.review : loaded;

  const changed = (review: Review | null) => {
    setChange({ review, note: review ? "saved" : "deleted" });
    // The server expired its cached page with the change: this shows the new rating and list.
    router.refresh();
  };

  if (uid && own) {
    return <OwnReview uid={uid} productId={productId} review={own} note={change ? <ChangeNote change={change.note} /> : null} onChange={changed} />;
  }
  return (
    <>
      {change ? <ChangeNote change={change.note} /> : null}
      <NewReview productId={productId} offerTerm={offerTerm} own={own} onPosted={(review, shown) => setChange({ review, note: shown ? "posted" : "posted-later" })} />
    </>
  );
}

/** Who may write a review, and the form for those who may. */
function NewReview({ productId, offerTerm, own, onPosted }: { productId: string; offerTerm: boolean; own: Review | null | undefined; onPosted: (review: Review, shown: boolean) => void }) {
  const { status, uid } = useEnrolment();
  const record = useAppSelector(selectUserRecord);
  const pathname = usePathname();
  const router = useRouter();
  const { gate, recheck } = useReviewGate(uid, productId, status === "enrolled" && own === null);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const [termError, setTermError] = useState<string | undefined>();
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
  if (status === "checking" || own === undefined || !uid) return <ReviewFormChecking />;
  if (gate === "checking") return <ReviewFormChecking />;
  if (gate === "unverified") return <VerifyToReview onRecheck={recheck} />;
  if (gate === "not-opened") return <OpenToReview productId={productId} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: ReviewFieldErrors = fieldProblems(reviewBody, { stars, text, term });
    setErrors(found);
    setTermError(found.term);
    setFormError(null);
    if (found.stars || found.text || found.term) return;
    setPending(true);
    try {
      const { postReview } = await import("@/lib/reviews/writes");
      const { shown } = await postReview(uid, productId, { stars, text, ...(term ? { term } : {}), authorName: publicName(record?.firstName ?? "", record?.lastName ?? "") });
      if (shown) router.refresh();
      onPosted({ stars, text: text.trim() }, shown);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "Your review could not be saved. Please try again.");
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-heading" className="max-w-xl space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id="review-form-heading" className="font-semibold text-slate-900">
        Write a review
      </h3>
      <ReviewFields stars={stars} text={text} errors={errors} onStars={setStars} onText={setText} />
      {offerTerm ? (
        <ReviewTermField
          term={term}
          error={termError}
          onTerm={(value) => {
            setTerm(value);
            setTermError(undefined);
          }}
        />
      ) : null}
      <FormError message={formError} />
      <SubmitButton pending={pending} label="Post review" pendingLabel="Posting…" />
    </form>
  );
}
