"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import type { OwnReview as Review } from "@/lib/db/reviews";
import { EditReviewForm } from "./edit-review-form";
import { ReviewStars } from "./stars";

type OwnReviewProps = {
  uid: string;
  productId: string;
  review: Review;
  /** What just happened (thanks, saved), announced above the review. */
  note: ReactNode;
  /** The review as it now is: changed, or null once deleted. */
  onChange: (review: Review | null) => void;
};

type Mode = "show" | "edit" | "confirm-delete";

/** The signed-in author's own review, with Edit and Delete (after a confirmation). */
export function OwnReview({ uid, productId, review, note, onChange }: OwnReviewProps) {
  const [mode, setMode] = useState<Mode>("show");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Where the keyboard goes when a mode closes: back to the button that opened it.
  const [returnTo, setReturnTo] = useState<"edit" | "delete" | "keep" | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = { edit: editButton, delete: deleteButton, keep: keepButton }[returnTo ?? "edit"];
    if (returnTo) target.current?.focus();
  }, [returnTo, mode]);

  const show = (focus: "edit" | "delete") => {
    setMode("show");
    setReturnTo(focus);
  };

  if (mode === "edit") {
    return (
      <EditReviewForm
        uid={uid}
        productId={productId}
        review={review}
        onCancel={() => show("edit")}
        onSaved={(saved) => {
          show("edit");
          onChange(saved);
        }}
      />
    );
  }

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      const { deleteReview } = await import("@/lib/reviews/writes");
      await deleteReview(uid, productId);
      onChange(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Your review could not be deleted. Please try again.");
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="own-review-heading" className="max-w-xl space-y-3 rounded-lg border border-slate-200 p-4">
      {note}
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id="own-review-heading" className="font-semibold text-slate-900">
          Your review
        </h3>
        <ReviewStars stars={review.stars} />
      </div>
      <p className="whitespace-pre-line break-words text-slate-700">{review.text}</p>
      {mode === "confirm-delete" ? (
        <div role="group" aria-labelledby="delete-review-question" className="space-y-2 rounded-md bg-red-50 px-4 py-3">
          <p id="delete-review-question" className="text-sm text-slate-900">
            Delete your review? Its stars leave the course&apos;s rating. You can write a new review afterwards.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={remove} disabled={deleting}>
              {deleting ? "Deleting…" : "Delete review"}
            </Button>
            <Button ref={keepButton} variant="secondary" size="sm" onClick={() => show("delete")} disabled={deleting}>
              Keep review
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setMode("edit")}>
            Edit your review
          </Button>
          <Button
            ref={deleteButton}
            variant="secondary"
            size="sm"
            onClick={() => {
              setMode("confirm-delete");
              setReturnTo("keep");
            }}
          >
            Delete your review
          </Button>
        </div>
      )}
      <FormError message={error} />
    </section>
  );
}
