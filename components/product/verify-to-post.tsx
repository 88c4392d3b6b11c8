"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { VERIFY_TO_POST } from "@/lib/qa/messages";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

type Note = { text: string; alert: boolean } | null;

/**
 * In place of the question or answer form while the account's email is unverified, which the
 * server refuses (decision 0207): sends the link on request and checks again, reloading the
 * account and refreshing its ID token, since the server reads the token's claim. Once verified,
 * the session says so and the form shows.
 */
export function VerifyToPost({ email, action }: { email: string; action: keyof typeof VERIFY_TO_POST }) {
  const { title, why } = VERIFY_TO_POST[action];
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  const run = async (work: (account: typeof import("@/lib/auth/account")) => Promise<Note>) => {
    setBusy(true);
    setNote(null);
    try {
      setNote(await work(await import("@/lib/auth/account")));
    } catch {
      setNote({ text: "That did not work. Please try again in a moment.", alert: true });
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async ({ sendVerificationEmail }) => {
      await sendVerificationEmail();
      return { text: "We sent you a link. Open it, then choose Check again.", alert: false };
    });

  const check = () =>
    run(async ({ emailVerifiedNow }) => {
      if (!(await emailVerifiedNow())) return { text: `Not verified yet: open the link in the email we sent to ${email}, then choose Check again.`, alert: true };
      dispatch(emailUpdated({ email, emailVerified: true }));
      return null;
    });

  return (
    <div className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1">{why}</p>
      <div aria-live="polite">{note ? <p className={`mt-2 ${note.alert ? "text-red-700" : ""}`}>{note.text}</p> : null}</div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" className="mt-2" onClick={send} disabled={busy}>
          Send verification email
        </Button>
        <Button variant="secondary" size="sm" className="mt-2" onClick={check} disabled={busy}>
          Check again
        </Button>
      </div>
    </div>
  );
}
