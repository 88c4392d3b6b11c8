"use client";

import { Link } from "@/components/ui/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { safeReturnPath } from "@/lib/auth/return-path";
import { FormError, SubmitButton } from "./form-parts";
import { SecondFactorStep } from "./second-factor-step";
import { useWhenSignedIn } from "./use-when-signed-in";

type Stage = "checking" | "invalid" | "ask-email" | "signing-in";

/** The page an email sign-in link opens: signs in, asking for the address on another device. */
export function EmailLinkCompletion() {
  const router = useRouter();
  const next = safeReturnPath(useSearchParams().get("next"));
  const [stage, setStage] = useState<Stage>("checking");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<unknown>(null);

  const whenSignedIn = useWhenSignedIn();
  const onSignedIn = useCallback(() => {
    toast.success("You are signed in.");
    whenSignedIn(() => router.replace(next));
  }, [router, next, whenSignedIn]);

  const complete = useCallback(
    async (address: string) => {
      setStage("signing-in");
      setError(null);
      try {
        const { completeEmailLinkSignIn } = await import("@/lib/auth/email-link");
        await completeEmailLinkSignIn(address, window.location.href);
        onSignedIn();
      } catch (caught) {
        if ((caught as { code?: string } | null)?.code === "auth/multi-factor-auth-required") setChallenge(caught);
        else setError(authErrorMessage(caught));
        setStage("ask-email");
      }
    },
    [onSignedIn],
  );

  useEffect(() => {
    import("@/lib/auth/email-link").then(({ isEmailSignInLink, storedSignInEmail }) => {
      if (!isEmailSignInLink(window.location.href)) return setStage("invalid");
      const stored = storedSignInEmail();
      setEmail(stored);
      if (stored) void complete(stored);
      else setStage("ask-email");
    });
  }, [complete]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError("Enter the email address the link was sent to.");
    void complete(email);
  };

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onCancel={() => router.replace("/login")} />;
  if (stage === "checking" || stage === "signing-in") {
    return (
      <p role="status" className="text-slate-700">
        Signing you in…
      </p>
    );
  }
  if (stage === "invalid") {
    return (
      <p className="text-slate-700">
        This is not a valid sign-in link.{" "}
        <Link href="/login" className="text-link">
          Ask for a new one
        </Link>
        .
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">For your security, confirm the email address this link was sent to.</p>
      <TextField id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FormError message={error} />
      <SubmitButton pending={false} label="Sign in" pendingLabel="Signing in…" />
    </form>
  );
}
