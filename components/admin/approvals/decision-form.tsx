"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/auth/form-parts";
import { REASON_MAX, type ApprovalDecision } from "@/lib/admin/approval-rules";
import { approvalBody } from "@/lib/schemas/admin";
import { firstProblem } from "@/lib/schemas/parse";

const done: Record<ApprovalDecision, (title: string) => string> = {
  approve: (title) => `“${title}” is approved and now in the catalogue.`,
  reject: (title) => `“${title}” was sent back to its creators.`,
};

/** Approve (optional note) or reject (reason required); the creators receive the text. */
export function DecisionForm({ productId, title }: { productId: string; title: string }) {
  const router = useRouter();
  const [decision, setDecision] = useState<ApprovalDecision>("approve");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstProblem(approvalBody, { decision, reason })?.message ?? null;
    setError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      const { decideProduct } = await import("@/lib/api/admin");
      await decideProduct(productId, decision, reason);
      toast.success(done[decision](title));
      router.push("/admin/product_approval");
    } catch (caught) {
      // The input stays, so the admin can send it again or copy it.
      setError(caught instanceof Error ? caught.message : "The decision could not be saved. Please try again.");
      setPending(false);
    }
  };

  const label = decision === "reject" ? "Reason for the creators (required)" : "Note for the creators (optional)";
  return (
    <form onSubmit={submit} noValidate aria-labelledby="decision-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="decision-heading" className="text-xl font-semibold text-slate-900">
        Your decision
      </h2>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">Decision</legend>
        {(["approve", "reject"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 font-medium text-slate-900">
            <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => setDecision(value)} className="accent-brand-700" />
            {value === "approve" ? "Approve" : "Reject"}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="decision-reason" className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        <textarea
          id="decision-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={5}
          maxLength={REASON_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby="decision-reason-hint"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
        />
        <p id="decision-reason-hint" className="mt-1 text-sm text-slate-600">
          {decision === "reject" ? "Tell the creators what to change (10 to 1000 characters)." : "Up to 1000 characters."} {reason.trim().length}/{REASON_MAX}
        </p>
      </div>
      <FormError message={error} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : decision === "approve" ? "Approve product" : "Reject product"}
      </Button>
    </form>
  );
}
