"use client";

import { useState, type FormEvent } from "react";
import { RecognitionPackDownloads } from "./recognition-pack-downloads";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { LEARNER_NAME_MAX } from "@/lib/certificates/learner-name";
import { certificateChangeBody } from "@/lib/schemas/certificates";
import { firstProblem } from "@/lib/schemas/parse";
import type { ShownFields } from "@/lib/types/certificate";

type Change = { public?: boolean; learnerName?: string };
type OwnerControlsProps = { certificate: ShownFields; onChanged: (changed: { public: boolean; learnerName: string }) => void };

async function send(id: string, change: Change) {
  return (await import("@/lib/api/certificates")).changeCertificate(id, change);
}

/**
 * What only the learner sees: whether anyone with the link may open the page, and the name
 * printed on it (editable until revoked; a change re-issues the credential, decision 0182).
 */
export function OwnerControls({ certificate, onChanged }: OwnerControlsProps) {
  const [name, setName] = useState(certificate.learnerName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: Change, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      onChanged(await send(certificate.id, change));
      toast.success(done);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "Your certificate could not be changed. Please try again.";
      if (change.learnerName !== undefined) setNameError(message);
      else setFormError(message);
    }
    setBusy(false);
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(certificateChangeBody, { learnerName: name })?.message ?? null;
    setNameError(problem);
    if (!problem) void run({ learnerName: name }, "The name on your certificate was changed.");
  };

  return (
    <section aria-labelledby="owner-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="owner-heading" className="text-xl font-semibold text-slate-900">
        Your certificate
      </h2>
      <Switch
        label="Public: anyone with the link can open this page"
        description={certificate.public ? "Turn off to hide it again; only you and administrators will see it." : "Only you and administrators can see it now."}
        checked={certificate.public}
        locked={busy}
        onChange={(checked) => void run({ public: checked }, checked ? "Your certificate is public." : "Your certificate is hidden.")}
      />
      <FormError message={formError} />
      {certificate.revokedAt ? null : (
        <form onSubmit={rename} noValidate className="space-y-3">
          <TextField
            id="learner-name"
            label="Name on the certificate"
            value={name}
            maxLength={LEARNER_NAME_MAX * 5}
            autoComplete="name"
            error={nameError ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={busy || name === certificate.learnerName}>
            {busy ? "Saving…" : "Save name"}
          </Button>
        </form>
      )}
      {certificate.revokedAt ? null : <RecognitionPackDownloads productId={certificate.productId} />}
    </section>
  );
}
