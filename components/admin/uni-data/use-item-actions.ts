"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { fieldErrorsOf, HttpError } from "@/lib/http/error";
import type { UniDataTarget } from "@/lib/admin/uni-data-edit";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataEditBody } from "@/lib/schemas/uni-data";
import type { FieldErrors } from "@/lib/admin/uni-data-validation";

export type Mode = "idle" | "editing" | "confirming";
const NOUN = { university: "University", degree: "Degree", course: "Course", section: "Section" } as const;

/**
 * Edit and delete of one item in the university data list. Like the add forms: the browser
 * checks first, a conflict (409, e.g. 'Course already exists') is an error toast, other refusals
 * stay beside the form with the input kept. A refused delete shows the server's reason. After a
 * change, `onDone` reloads what shows the item (a university's tree); without it the page does.
 */
export function useItemActions(target: UniDataTarget, initial: Record<string, string>, onDone?: () => void) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("idle");
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function open(next: Mode) {
    setMode(next);
    setValues(initial);
    setErrors({});
    setMessage(null);
  }

  function set(field: string, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => key !== field)));
  }

  async function run(action: (api: typeof import("@/lib/api/admin")) => Promise<void>, done: string) {
    setPending(true);
    setMessage(null);
    // Loaded on use so Firebase Auth never weighs on the page's first paint.
    const api = await import("@/lib/api/admin");
    try {
      await action(api);
      toast.success(done);
      setMode("idle");
      if (onDone) onDone();
      else router.refresh();
    } catch (error) {
      const refused = error instanceof HttpError ? error : null;
      setErrors(fieldErrorsOf(refused));
      if (refused?.status === 409 && mode === "editing") toast.error(refused.message);
      else setMessage(refused?.message ?? "Nothing was saved. Please try again.");
    } finally {
      setPending(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = parseFields(uniDataEditBody, { ...values, ...target });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await run((api) => api.updateUniData(checked.value), `${NOUN[target.kind]} saved`);
  }

  const remove = () => run((api) => api.deleteUniData(target), `${NOUN[target.kind]} deleted`);

  return { mode, open, values, set, errors, message, pending, save, remove };
}
