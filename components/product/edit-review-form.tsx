"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import type { OwnReview } from "@/lib/db/reviews";
import { fieldProblems } from "@/lib/schemas/parse";
import { reviewBody, type ReviewFieldErrors } from "@/lib/schemas/reviews";
import { ReviewFields } from "./review-fields";

type EditReviewFormProps = {
  uid: string;
  productId: string;
  review: OwnReview;
  onSaved: (review: OwnReview) => void;
  onCancel: () => void;
};

/** The author's review, open for changes: what they type stays until it is saved or they cancel. */
export function EditReviewForm({ uid, productId, review, onSaved, onCancel }: EditReviewFormProps) {
  const [stars, setStars] = useState(review.stars);
  const [text, setText] = useState(review.text);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from its Edit button, which is gone now: the form's name is where the keyboard goes.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: ReviewFieldErrors = fieldProblems(reviewBody, { stars, text });
    setErrors(found);
    setFormError(null);
    if (found.stars || found.text) return;
    setPending(true);
    try {
      const { editReview } = await import("@/lib/reviews/writes");
      await editReview(uid, productId, { stars, text });
      onSaved({ stars, text: text.trim() });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "Your review could not be saved. Please try again.");
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-review-heading" className="max-w-xl space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id="edit-review-heading" ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Edit your review
      </h3>
      <ReviewFields stars={stars} text={text} errors={errors} onStars={setStars} onText={setText} />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save changes"}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
