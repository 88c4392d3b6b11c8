"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { AccountSnapshot } from "@/lib/auth/account";
import { ChangeEmailForm } from "./change-email-form";
import { PendingEmailChange } from "./pending-email-change";

/** The sign-in email and whether it is verified, with a way to verify it and to change it. */
export function EmailStatus({ account, onChanged }: { account: AccountSnapshot; onChanged: () => void }) {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [changing, setChanging] = useState(false);
  const [wanted, setWanted] = useState<string | null>(null);

  if (!account.email) return <p className="text-slate-700">You sign in with your phone; no email address is linked.</p>;

  const send = async () => {
    setPending(true);
    try {
      const { sendVerificationEmail } = await import("@/lib/auth/account");
      await sendVerificationEmail();
      setSent(true);
      toast.success(`We sent a verification link to ${account.email}.`);
    } catch (caught) {
      toast.error(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium break-all text-slate-900">{account.email}</span>
        {account.emailVerified ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-800">Verified</span>
        ) : (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">Not verified</span>
            <button type="button" onClick={send} disabled={pending} className="text-sm text-link disabled:opacity-60">
              {sent ? "Send the link again" : "Send verification email"}
            </button>
          </>
        )}
      </div>
      {wanted ? (
        <PendingEmailChange
          current={account.email}
          wanted={wanted}
          onChanged={() => {
            setWanted(null);
            onChanged();
          }}
        />
      ) : null}
      {changing ? (
        <ChangeEmailForm
          account={account}
          onSent={(email) => {
            setChanging(false);
            setWanted(email);
          }}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
          {wanted ? "Use another address" : "Change email"}
        </Button>
      )}
    </div>
  );
}
