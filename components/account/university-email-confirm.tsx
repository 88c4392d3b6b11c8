"use client";

import { useMemo } from "react";
import { ButtonLink } from "@/components/ui/button";
import { useLoad } from "@/components/ui/use-load";

const ACCOUNT = "/dashboard/account";

/** Opens an emailed university email link as the signed-in account: one request, its answer in words. */
export function UniversityEmailConfirm({ token }: { token: string }) {
  const { state } = useLoad(useMemo(() => async () => (await import("@/lib/api/account")).confirmUniversityEmail(token), [token]));
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Verify your university email</h1>
      {state.status === "loading" ? (
        <p role="status" className="text-slate-600">
          Checking your link…
        </p>
      ) : state.status === "failed" ? (
        <p role="alert" className="text-red-700">
          {state.error instanceof Error && state.error.message ? state.error.message : "Your university email could not be verified. Please try again."}
        </p>
      ) : (
        <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-brand-800">
          You are now a verified student of {state.value?.universityName ?? "your university"}. Your new reviews of its courses show the mark.
        </p>
      )}
      <ButtonLink href={ACCOUNT} variant="secondary">
        Back to your account
      </ButtonLink>
    </div>
  );
}
