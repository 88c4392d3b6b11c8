"use client";

import type { ReactNode } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { AccountSnapshot } from "@/lib/auth/account";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { SecondFactor } from "@/lib/auth/mfa";
import { useAppSelector } from "@/store/hooks";
import { selectIsCreator, selectRole, selectUserRecord } from "@/store/user-slice";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";
import { EmailStatus } from "./email-status";
import { InstructorProfileForm } from "./instructor-profile-form";
import { LinkedProviders } from "./linked-providers";
import { OwnReviews } from "./own-reviews";
import { ProfileForm } from "./profile-form";
import { TwoStepVerification } from "./two-step-verification";
import { UniversityEmail } from "./university-email";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

async function loadAccountView(): Promise<{ snapshot: AccountSnapshot; factors: SecondFactor[] }> {
  const snapshot = await (await import("@/lib/auth/account")).loadAccount();
  const { listSecondFactors } = await import("@/lib/auth/mfa");
  return { snapshot, factors: listSecondFactors() };
}

/** /dashboard/account: profile, a creator's instructor profile, university email, own reviews, email, password, sign-in methods, two-step verification, data export, deletion. */
export function AccountPage() {
  const record = useAppSelector(selectUserRecord);
  const isCreator = useAppSelector(selectIsCreator);
  const roles = ["Learner", isCreator && "Creator", useAppSelector(selectRole) === "admin" && "Admin"].filter(Boolean);
  const { state, refresh } = useLoad(loadAccountView);
  const account = state.status === "ready" ? state.value : null;
  const error = state.status === "failed" ? authErrorMessage(state.error) : null;

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account</h1>
      <p className="text-slate-700">Your roles: {roles.join(", ")}</p>
      <Section title="Your name">
        {record ? <ProfileForm key={record.uid} record={record} /> : <p role="status" className="text-slate-600">Loading your profile…</p>}
      </Section>
      {isCreator && record ? (
        <Section title="Instructor profile">
          <InstructorProfileForm key={record.uid} record={record} />
        </Section>
      ) : null}
      {/* Not "… email": the Email section is found by that name. */}
      <Section title="Verified student">
        <UniversityEmail />
      </Section>
      {record ? (
        <Section title="Your reviews">
          <OwnReviews uid={record.uid} />
        </Section>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : !account ? (
        <p role="status" className="text-slate-600">Loading your account…</p>
      ) : (
        <>
          <Section title="Email">
            <EmailStatus account={account.snapshot} onChanged={() => void refresh()} />
          </Section>
          <Section title="Password">
            <ChangePasswordForm account={account.snapshot} />
          </Section>
          <Section title="Sign-in methods">
            <LinkedProviders account={account.snapshot} onChanged={() => void refresh()} />
          </Section>
          <Section title="Two-step verification">
            <TwoStepVerification account={account.snapshot} factors={account.factors} onChanged={() => void refresh()} />
          </Section>
          <Section title="Your data">
            <DownloadMyData />
          </Section>
          <Section title="Delete account">
            <DeleteAccount account={account.snapshot} />
          </Section>
        </>
      )}
    </div>
  );
}
