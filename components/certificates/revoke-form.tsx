"use client";

import { useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { DECISION_REASON_MAX } from "@/lib/orders/refund-rules";
import { certificateRevokeBody } from "@/lib/schemas/certificates";
import { firstProblem } from "@/lib/schemas/parse";

/** An admin revokes the certificate with a reason its page and verifiers show (audited by the server). */
export function RevokeForm({ id, onRevoked }: { id: string; onRevoked: () => void }) {
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem(certificateRevokeBody, { reason })?.message ?? null;
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    setBusy(true);
    try {
      await (await import("@/lib/api/certificates")).revokeCertificate(id, reason);
      toast.success("The certificate was revoked.");
      onRevoked();
    } catch (caught) {
      // The reason stays in the field, to send again.
      setFormError(caught instanceof Error ? caught.message : "The certificate could not be revoked. Please try again.");
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="revoke-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="revoke-heading" className="text-xl font-semibold text-slate-900">
        Revoke this certificate
      </h2>
      <TextAreaField
        id="revoke-reason"
        label="Reason"
        hint="Shown on the certificate's page and to anyone verifying it; kept in the audit log."
        value={reason}
        limit={DECISION_REASON_MAX}
        rows={3}
        error={fieldError ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={busy}>
        {busy ? "Revoking…" : "Revoke certificate"}
      </Button>
    </form>
  );
}
