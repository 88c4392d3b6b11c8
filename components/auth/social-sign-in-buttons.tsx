"use client";

import { useState } from "react";
import { socialProviders, type SocialProviderId } from "@/config/auth-providers";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { FormError } from "./form-parts";
import type { SignInOutcome } from "./sign-in-outcome";

/** SPEC §2: each button reads 'Sign in with' and the provider's name. */
export function SocialSignInButtons({ onSignedIn, onSecondFactor }: SignInOutcome) {
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (id: SocialProviderId) => {
    setPending(id);
    setError(null);
    try {
      const { signInWithSocial } = await import("@/lib/auth/social");
      await signInWithSocial(id);
      onSignedIn();
    } catch (caught) {
      if (!onSecondFactor(caught)) setError(authErrorMessage(caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      <ul className="grid gap-2">
        {socialProviders.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              onClick={() => signIn(provider.id)}
              disabled={pending !== null}
              aria-busy={pending === provider.id || undefined}
              className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
            >
              Sign in with {provider.name}
            </button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </div>
  );
}
