"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/auth/form-parts";
import { TextField } from "@/components/ui/text-field";
import { socialProviders } from "@/config/auth-providers";
import type { AccountSnapshot } from "@/lib/auth/account";
import { authErrorMessage } from "@/lib/auth/auth-errors";

/**
 * Deleting is permanent, so it asks the user to prove it is them again (password, or the
 * linked provider's window) right before; the server also insists on a fresh sign-in.
 */
export function DeleteAccount({ account }: { account: AccountSnapshot }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const usesPassword = account.providerIds.includes("password");
  const social = socialProviders.find((provider) => account.providerIds.includes(provider.id));

  const confirmAndDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (usesPassword && !password) return setError("Enter your password to confirm.");
    setPending(true);
    setError(null);
    try {
      const accountLib = await import("@/lib/auth/account");
      if (usesPassword) await accountLib.reauthenticateWithPassword(password);
      else if (social) await (await import("@/lib/auth/social")).reauthenticateWithSocial(social.id);
      await accountLib.deleteAccount();
      toast.success("Your account is deleted. We are sorry to see you go.");
      router.push("/");
    } catch (caught) {
      setError(authErrorMessage(caught));
      setPending(false);
    }
  };

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
        Delete my account
      </button>
    );
  }
  return (
    <form onSubmit={confirmAndDelete} noValidate className="space-y-4 rounded-md border border-red-200 bg-red-50 p-4">
      <p className="text-slate-900">
        This deletes your profile, cart, settings and notifications, and you lose access to your library. Receipts of past
        purchases are kept as the law requires. It cannot be undone.
      </p>
      {usesPassword ? (
        <TextField id="delete-password" label="Your password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      ) : null}
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {pending ? "Deleting…" : usesPassword || !social ? "Delete account permanently" : `Confirm with ${social.name} and delete`}
        </button>
        <button type="button" onClick={() => (setOpen(false), setError(null))} className="rounded-md px-4 py-2 font-medium text-slate-800 hover:bg-white">
          Keep my account
        </button>
      </div>
    </form>
  );
}
