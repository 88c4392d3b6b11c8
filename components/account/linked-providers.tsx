"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { providerNames, socialProviders, type SocialProviderId } from "@/config/auth-providers";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { AccountSnapshot } from "@/lib/auth/account";

type LinkedProvidersProps = { account: AccountSnapshot; onChanged: () => void };

const buttonClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60";

/** The sign-in methods on this account: link another provider, or unlink one (never the last). */
export function LinkedProviders({ account, onChanged }: LinkedProvidersProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const unlinked = socialProviders.filter((provider) => !account.providerIds.includes(provider.id));

  const run = async (id: string, action: () => Promise<void>, done: string) => {
    setBusy(id);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (caught) {
      toast.error(authErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  const unlink = (id: string) =>
    run(id, async () => (await import("@/lib/auth/account")).unlinkProvider(id), `${providerNames[id] ?? id} is no longer linked.`);
  const link = (id: SocialProviderId) =>
    run(id, async () => (await import("@/lib/auth/social")).linkSocial(id), `${providerNames[id]} is linked. You can sign in with it now.`);

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {account.providerIds.map((id) => (
          <li key={id} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="text-slate-900">{providerNames[id] ?? id}</span>
            <button
              type="button"
              onClick={() => unlink(id)}
              disabled={busy !== null || account.providerIds.length < 2}
              title={account.providerIds.length < 2 ? "Your only sign-in method cannot be removed." : undefined}
              className={buttonClass}
            >
              Unlink<span className="sr-only"> {providerNames[id] ?? id}</span>
            </button>
          </li>
        ))}
      </ul>
      {unlinked.length ? (
        <div className="flex flex-wrap gap-2">
          {unlinked.map((provider) => (
            <button key={provider.id} type="button" onClick={() => link(provider.id)} disabled={busy !== null} className={buttonClass}>
              Link {provider.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
