"use client";

import { Button } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { firstProblem } from "@/lib/schemas/parse";
import { QA_TEXT_MAX, qaTextBody } from "@/lib/schemas/questions";

type QaTextFormProps = {
  id: string;
  label: string;
  submitLabel: string;
  /** Throws an Error whose message is shown; the text stays so nothing is lost. */
  onPost: (text: string) => Promise<void>;
  onCancel?: () => void;
};

/** One text field for a question or an answer: checked here first, then by the server. */
export function QaTextForm({ id, label, submitLabel, onPost, onCancel }: QaTextFormProps) {
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = firstProblem(qaTextBody, { text })?.message ?? null;
    setFieldError(error);
    setFormError(null);
    if (error) return;
    setPending(true);
    try {
      await onPost(text.trim());
      setText("");
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : "It could not be posted. Please try again.");
    } finally {
      setPending(false);
    }
  };

  const describedBy = [fieldError ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {text.trim().length} of {QA_TEXT_MAX} characters. Everyone can read what you post, with your first name and last initial.
      </p>
      {fieldError ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {fieldError}
        </p>
      ) : null}
      <FormError message={formError} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Posting…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
