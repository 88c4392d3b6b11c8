"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { TextField } from "@/components/ui/text-field";
import { validateNames } from "@/lib/auth/registration";
import type { UserRecord } from "@/lib/types/user";
import { useAppDispatch } from "@/store/hooks";
import { recordLoaded } from "@/store/user-slice";

/** First and last name, as shown on reviews, answers and receipts. */
export function ProfileForm({ record }: { record: UserRecord }) {
  const dispatch = useAppDispatch();
  const [names, setNames] = useState({ firstName: record.firstName, lastName: record.lastName });
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNames(names);
    setErrors(found);
    if (found.firstName || found.lastName) return;
    const trimmed = { firstName: names.firstName.trim(), lastName: names.lastName.trim() };
    setPending(true);
    setError(null);
    try {
      const [{ updateUserNames }, { updateDisplayName }] = await Promise.all([import("@/lib/db/users"), import("@/lib/auth/account")]);
      await updateUserNames(record.uid, trimmed);
      await updateDisplayName(trimmed.firstName, trimmed.lastName);
      dispatch(recordLoaded({ ...record, ...trimmed }));
      toast.success("Your name is saved.");
    } catch (caught) {
      console.error(caught);
      setError("We could not save your name. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((field) => (
          <TextField
            key={field}
            id={field}
            label={field === "firstName" ? "First name" : "Last name"}
            autoComplete={field === "firstName" ? "given-name" : "family-name"}
            value={names[field]}
            error={errors[field]}
            onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <FormError message={error} />
      <div className="sm:w-48">
        <SubmitButton pending={pending} label="Save name" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
