import { Link } from "@/components/ui/link";
import type { FormEvent, ReactNode } from "react";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import type { Created } from "./use-uni-data-form";

type ShellProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  formError: string | null;
  created: Created | null;
  submitLabel: string;
  /** When nothing could be saved with the choices on offer (the fields say why). */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** The frame every form shares: fields, the form's own error, submit, and the last created item's link. */
export function UniDataFormShell({ onSubmit, pending, formError, created, submitLabel, submitDisabled, children }: ShellProps) {
  return (
    <div className="mt-6 max-w-xl space-y-6">
      {/* The browser's own bubbles would hide our messages: each field shows its message itself. */}
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        {children}
        <FormError message={formError} />
        <SubmitButton pending={pending} label={submitLabel} pendingLabel="Saving…" disabled={submitDisabled} />
      </form>
      {created ? (
        <p role="status" className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-900">
          Saved.{" "}
          <Link href={created.link} className="text-link">
            {created.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
