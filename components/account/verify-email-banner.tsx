"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

type Note = { text: string; alert: boolean } | null;

/**
 * Under the header of every page while the signed-in account's email is unverified: the link
 * was sent at registration; this sends it again, and "I've verified" reloads the account (the
 * link may have been opened on another device). Coming back to the tab checks quietly too.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    const checkQuietly = () => {
      if (document.visibilityState !== "visible") return;
      import("@/lib/auth/account")
        .then(({ emailVerifiedNow }) => emailVerifiedNow())
        .then((verified) => verified && dispatch(emailUpdated({ email, emailVerified: true })))
        .catch(() => {});
    };
    document.addEventListener("visibilitychange", checkQuietly);
    return () => document.removeEventListener("visibilitychange", checkQuietly);
  }, [dispatch, email]);

  const run = async (work: (account: typeof import("@/lib/auth/account")) => Promise<void>) => {
    setBusy(true);
    setNote(null);
    try {
      await work(await import("@/lib/auth/account"));
    } catch (caught) {
      setNote({ text: authErrorMessage(caught), alert: true });
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    run(async ({ sendVerificationEmail }) => {
      await sendVerificationEmail();
      setNote({ text: `We sent a new link to ${email}.`, alert: false });
    });

  const check = () =>
    run(async ({ emailVerifiedNow }) => {
      if (!(await emailVerifiedNow())) {
        setNote({ text: `Not verified yet: open the link in the email we sent to ${email}, then choose "I've verified".`, alert: true });
        return;
      }
      toast.success("Your email address is verified. Thank you!");
      dispatch(emailUpdated({ email, emailVerified: true }));
    });

  return (
    <section aria-label="Verify your email" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1 basis-64 text-sm text-slate-900">
          <strong>Please verify your email address.</strong> Open the link we sent to <span className="break-all">{email}</span>: you need
          it to review courses, to ask and answer questions and to join a course team.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="xs" onClick={resend} disabled={busy}>
            Resend the link
          </Button>
          <Button variant="secondary" size="xs" onClick={check} disabled={busy} className="bg-white">
            I&apos;ve verified
          </Button>
        </div>
        {note ? (
          <p role={note.alert ? "alert" : "status"} className={`basis-full text-sm ${note.alert ? "text-red-700" : "text-slate-800"}`}>
            {note.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
