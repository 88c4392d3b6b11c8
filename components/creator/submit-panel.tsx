"use client";

import { buttonClass } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { problemsOf, type Problem } from "@/lib/creator/errors";
import type { ProductState } from "@/lib/types/product";

// Loaded on first use: the route helpers bring Firebase Auth, which the first paint does not need.
const creatorApi = () => import("@/lib/api/creator");
const withdrawal = () => import("@/lib/creator/withdrawal");

const STATE_TEXT: Record<ProductState, string> = {
  draft: "Draft: only you and your co-creators can see it.",
  pending: "Waiting for approval by an administrator.",
  approved: "Approved: live in the catalogue.",
  rejected: "Changes needed before it can be published.",
};

const primary = buttonClass({ size: "sm" });
const secondary = buttonClass({ variant: "secondary", size: "sm" });

type Props = {
  productId: string;
  state: ProductState;
  rejectionReason: string;
  /** Called after a submit or withdraw succeeded, so the builder can show the new state. */
  onStateChange?: (state: ProductState) => void;
  /** Why submitting must wait (e.g. edits not saved yet); the button is disabled meanwhile. */
  blockedReason?: string | null;
  /** What is worth fixing but does not block a submission (lib/creator/checklist-warnings.ts). */
  warnings?: string[];
};

/** A product's review state with Submit / Withdraw (or "Edit a copy" when approved) and what is missing. */
export function SubmitPanel({ productId, state, rejectionReason, onStateChange, blockedReason = null, warnings = [] }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "Something went wrong. Please try again.";
      setProblems(problemsOf(caught));
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = () =>
    run(async () => {
      await (await creatorApi()).submitForReview(productId);
      setProblems([]);
      toast.success("Submitted for review. We will notify you of the decision.");
      onStateChange?.("pending");
    });
  const withdraw = () =>
    run(async () => {
      await (await withdrawal()).withdrawFromReview(productId);
      toast.success("Withdrawn: the product is a draft again.");
      onStateChange?.("draft");
    });
  const revise = () =>
    run(async () => {
      const { id } = await (await creatorApi()).openRevision(productId);
      router.push(`/dashboard/products/${id}/edit`);
    });

  return (
    <section aria-labelledby="submit-panel-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="submit-panel-title" className="text-lg font-semibold text-slate-900">
        Review and publishing
      </h2>
      <p role="status" className="mt-1 text-slate-700">
        {STATE_TEXT[state]}
      </p>
      {state === "rejected" && rejectionReason ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Reason from the reviewer</p>
          <p className="mt-1 whitespace-pre-line">{rejectionReason}</p>
        </div>
      ) : null}
      {warnings.length && (state === "draft" || state === "rejected") ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <h3 className="font-semibold">Warnings: these do not block submitting</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
          <p className="mt-2">Add a WebVTT captions file to each video in “Sections and lectures”. Courses whose videos all have captions show “Captions” in the catalogue.</p>
        </div>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <div role="alert" className="mt-4 text-sm text-red-700">
            <p className="font-semibold">{error}</p>
            {problems.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {problems.map((problem, index) => (
                  <li key={`${problem.field}-${index}`}>{problem.message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {state === "draft" || state === "rejected" ? (
          <button type="button" onClick={submit} disabled={busy || blockedReason !== null} aria-describedby={blockedReason ? "submit-blocked" : undefined} className={primary}>
            {busy ? "Submitting…" : "Submit for review"}
          </button>
        ) : null}
        {state === "pending" ? (
          <button type="button" onClick={withdraw} disabled={busy} className={secondary}>
            {busy ? "Withdrawing…" : "Withdraw from review"}
          </button>
        ) : null}
        {state === "approved" ? (
          <button type="button" onClick={revise} disabled={busy} className={secondary}>
            {busy ? "Opening…" : "Edit a copy (stays live until approved)"}
          </button>
        ) : null}
      </div>
      {blockedReason && (state === "draft" || state === "rejected") ? (
        <p id="submit-blocked" className="mt-2 text-sm text-slate-600">
          {blockedReason}
        </p>
      ) : null}
    </section>
  );
}
