"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { FormError, SubmitButton } from "./form-parts";
import { useAuthAction } from "./use-auth-action";

type CodeFormProps = {
  id: string;
  /** Where the code went, e.g. "We sent a code to +43 660 1234567." */
  sentTo: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  /** Goes back a step, e.g. to correct the phone number. */
  onBack?: { label: string; action: () => void };
};

/** The second half of every phone flow: type the 6-digit code from the text message. */
export function CodeForm({ id, sentTo, submitLabel, onSubmit, onBack }: CodeFormProps) {
  const [code, setCode] = useState("");
  const { error, setError, pending, run } = useAuthAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Enter the 6-digit code from the text message.");
      return;
    }
    // On success the flow moves on: the form stays pending.
    await run(() => onSubmit(code.trim()), { keepPendingOnSuccess: true });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <p role="status" className="text-sm text-slate-700">
        {sentTo}
      </p>
      <TextField
        id={id}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormError message={error} />
      <SubmitButton pending={pending} label={submitLabel} pendingLabel="Checking the code…" />
      {onBack ? (
        <button type="button" onClick={onBack.action} className="text-sm text-link">
          {onBack.label}
        </button>
      ) : null}
    </form>
  );
}
