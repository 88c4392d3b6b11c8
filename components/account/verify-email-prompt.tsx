"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

export type PromptNote = { text: string; alert: boolean } | null;

/**
 * In place of a form the server or the rules refuse to an unverified email (reviews, questions,
 * answers): sends the link on request, then `onCheck` asks again and says what it found.
 */
export function VerifyEmailPrompt({ title, why, onCheck }: { title: string; why: string; onCheck: () => Promise<PromptNote> }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [note, setNote] = useState<PromptNote>(null);

  const run = async (work: () => Promise<PromptNote>, failed: string) => {
    setBusy(true);
    setNote(null);
    try {
      setNote(await work());
    } catch {
      setNote({ text: failed, alert: true });
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      await (await import("@/lib/auth/account")).sendVerificationEmail();
      setSent(true);
      return { text: "We sent you a link. Open it, then choose Check again.", alert: false };
    }, "The email could not be sent. Please try again in a moment.");

  return (
    <div className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1">{why}</p>
      <div aria-live="polite">{note ? <p className={`mt-2 ${note.alert ? "text-red-700" : ""}`}>{note.text}</p> : null}</div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" className="mt-2" onClick={send} disabled={busy}>
          {sent ? "Send the link again" : "Send verification email"}
        </Button>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => run(onCheck, "That did not work. Please try again in a moment.")} disabled={busy}>
          Check again
        </Button>
      </div>
    </div>
  );
}
