"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { currentReturnPath } from "@/lib/auth/return-path";
import { EmailLinkForm } from "./email-link-form";
import { EmailSignInForm } from "./email-sign-in-form";
import { MethodTabs } from "./method-tabs";
import { PhoneSignInForm } from "./phone-sign-in-form";
import { RegisterForm } from "./register-form";
import { SecondFactorStep } from "./second-factor-step";
import { SocialSignInButtons } from "./social-sign-in-buttons";
import { useWhenSignedIn } from "./use-when-signed-in";

/**
 * Every sign-in method of SPEC §7 on one page. A sign-in that needs a second factor switches
 * to that step; the first step's forms stay mounted underneath, so nothing typed is lost.
 */
export function SignInPanel({ variant }: { variant: "login" | "register" }) {
  const router = useRouter();
  const whenSignedIn = useWhenSignedIn();
  const [challenge, setChallenge] = useState<unknown>(null);

  const onSignedIn = useCallback(() => {
    toast.success("Welcome back!");
    whenSignedIn(() => router.push(currentReturnPath()));
  }, [router, whenSignedIn]);

  const onSecondFactor = useCallback((error: unknown) => {
    if ((error as { code?: string } | null)?.code !== "auth/multi-factor-auth-required") return false;
    setChallenge(error);
    return true;
  }, []);

  const outcome = { onSignedIn, onSecondFactor };
  return (
    <>
      {challenge ? <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onCancel={() => setChallenge(null)} /> : null}
      <div hidden={challenge !== null} className="space-y-8">
        <SocialSignInButtons {...outcome} />
        <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          or
        </p>
        {variant === "login" ? (
          <MethodTabs
            label="Sign-in method"
            tabs={[
              { id: "password", label: "Password", panel: <EmailSignInForm {...outcome} /> },
              { id: "email-link", label: "Sign-in link", panel: <EmailLinkForm /> },
              { id: "phone", label: "Phone", panel: <PhoneSignInForm {...outcome} /> },
            ]}
          />
        ) : (
          <RegisterForm />
        )}
      </div>
    </>
  );
}
