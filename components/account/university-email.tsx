"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useLoad } from "@/components/ui/use-load";
import type { UniversityEmailSent, UniversityEmailStatus } from "@/lib/account/university-email";
import { formatDate } from "@/lib/utils/format";
import { universityEmailBody } from "@/lib/schemas/account";
import { firstProblem } from "@/lib/schemas/parse";

const api = () => import("@/lib/api/account");
const load = async () => (await api()).readUniversityEmail();
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");
const fieldMessageOf = (error: unknown) => {
  const details = (error as { details?: { fieldErrors?: { email?: unknown } } }).details;
  return typeof details?.fieldErrors?.email === "string" ? details.fieldErrors.email : null;
};

/**
 * Verifying a university email (issue 34): the address gets a single-use link, and opening it
 * marks this account's new reviews of that university's courses "Verified student of …".
 */
export function UniversityEmail() {
  const { state, reload, update } = useLoad(load);
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading your university email…</p>;
  if (state.status === "failed") {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-red-700">
          {messageOf(state.error)}
        </p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return state.value ? <Verified verification={state.value} onRemoved={() => update(() => null)} /> : <SendLink />;
}

function Verified({ verification, onRemoved }: { verification: NonNullable<UniversityEmailStatus>; onRemoved: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await (await api()).removeUniversityEmail();
      onRemoved();
    } catch (caught) {
      setError(messageOf(caught));
      setPending(false);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <span className="font-semibold">Verified student of {verification.universityName}</span>: an address at {verification.domain}, verified on{" "}
        {formatDate(verification.verifiedAt)}. Your new reviews of its courses show this mark.
      </p>
      <p className="max-w-2xl text-sm text-slate-600">We keep only the university and the domain, not the address itself.</p>
      <Button variant="secondary" onClick={remove} disabled={pending} aria-describedby={error ? "university-email-remove-error" : undefined}>
        {pending ? "Removing…" : "Remove verification"}
      </Button>
      {error ? (
        <p id="university-email-remove-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SendLink() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<(UniversityEmailSent & { email: string }) | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFormError(null);
    setSent(null);
    const problem = firstProblem(universityEmailBody, { email })?.message;
    if (problem) return setError(problem);
    setPending(true);
    try {
      const answer = await (await api()).sendUniversityEmailLink(email.trim());
      setSent({ ...answer, email: email.trim() });
    } catch (caught) {
      const field = fieldMessageOf(caught);
      if (field) setError(field);
      else setFormError(messageOf(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="section-verified-student" className="max-w-xl space-y-3">
      <p className="text-slate-700">
        Studying at a university whose courses are sold here? Verify your student email address and your reviews of its courses show
        &ldquo;Verified student of&rdquo; your university. We keep only the university and the domain, not the address.
      </p>
      <TextField
        id="university-email"
        label="University email address"
        type="email"
        autoComplete="off"
        inputMode="email"
        placeholder="name@student.tudelft.nl"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-brand-800">
          We sent a link to {sent.email} ({sent.universityName}). Open it within {sent.validHours} hours while signed in to this account.
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send verification link"}
      </Button>
    </form>
  );
}
