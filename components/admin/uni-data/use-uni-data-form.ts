"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { fieldErrorsOf, HttpError } from "@/lib/http/error";
import type { FieldErrors } from "@/lib/admin/uni-data-validation";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataBody } from "@/lib/schemas/uni-data";

export type Created = { link: string; label: string };

/**
 * State and submit of one "Add university data" form: checks in the browser first (messages
 * beside fields), then the server writes. A conflict (409, e.g. 'Course already exists', SPEC §5)
 * is an error toast; other refusals stay beside the form and keep the input.
 */
export function useUniDataForm<V extends Record<string, unknown>>(initial: V, toInput: (values: V) => Record<string, unknown>, done: { toast: string; linkLabel: string }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  // How many submissions were saved: the university trees loaded before the last one are stale.
  const [saved, setSaved] = useState(0);

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A changed field's old message no longer applies.
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => key !== field)));
  }

  /** Puts fields back to their initial values, e.g. choices that belonged to another university. */
  function reset<K extends keyof V>(fields: readonly K[]) {
    if (fields.length === 0) return;
    setValues((previous) => ({ ...previous, ...Object.fromEntries(fields.map((field) => [field, initial[field]])) }));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !fields.includes(key as K))));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = parseFields(uniDataBody, toInput(values));
    setFormError(null);
    // The last success's "Saved" link would read as the outcome of this submission.
    setCreated(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    // Loaded on submit so Firebase Auth never weighs on the page's first paint.
    const { submitUniData } = await import("@/lib/api/admin");
    try {
      const result = await submitUniData(checked.value);
      toast.success(done.toast);
      setValues(initial);
      setCreated({ link: result.link, label: done.linkLabel });
      setSaved((count) => count + 1);
      // The server expired the "universities" tag: the page's list of universities follows.
      router.refresh();
    } catch (error) {
      const refused = error instanceof HttpError ? error : null;
      setErrors(fieldErrorsOf(refused));
      if (refused?.status === 409) toast.error(refused.message);
      else setFormError(refused?.message ?? "Nothing was saved. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return { values, set, reset, errors, formError, pending, created, saved, onSubmit };
}

export type UniDataForm<V extends Record<string, unknown>> = ReturnType<typeof useUniDataForm<V>>;
