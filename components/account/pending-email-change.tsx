"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

/**
 * After the confirmation link went out: the address stays the old one until the link is opened,
 * here or on another device; "I've opened the link" reloads the account to find out.
 */
export function PendingEmailChange({ current, wanted, onChanged }: { current: string; wanted: string; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const check = async () => {
    setChecking(true);
    setProblem(null);
    try {
      const email = await (await import("@/lib/auth/account")).currentEmailNow();
      if (email.toLowerCase() !== wanted.toLowerCase()) {
        setProblem(`Your email has not changed yet: open the link we sent to ${wanted} first.`);
        return;
      }
      dispatch(emailUpdated({ email, emailVerified: true }));
      toast.success(`Your email address is now ${email}.`);
      onChanged();
    } catch (caught) {
      setProblem(authErrorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="max-w-xl space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p role="status" className="text-slate-900">
        We sent a link to <strong className="break-all">{wanted}</strong>. Your sign-in email stays <span className="break-all">{current}</span> until you open it.
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={check} disabled={checking}>
        {checking ? "Checking…" : "I've opened the link"}
      </Button>
    </div>
  );
}
