import * as v from "valibot";
import { HttpError, type ErrorDetails } from "@/lib/http/error";

// Every body a route reads and every form that sends one is checked by one valibot schema of
// lib/schemas (docs/decisions/0218-valibot-schemas-for-routes-and-forms.md). The schemas carry
// the very messages people read, so a route answers its schema's first message and a form shows
// each field's own; these helpers are the only places that turn issues into either.

export type Schema = v.GenericSchema;

/** The top-level field an issue is about: its path's first key, "" for the value as a whole. */
const fieldOf = (issue: v.BaseIssue<unknown>): string => {
  const key = issue.path?.[0]?.key;
  return typeof key === "string" || typeof key === "number" ? String(key) : "";
};

/**
 * `v.object(entries, message)`, except that a missing field answers as its own schema does for
 * `undefined` (valibot reports a missing key with the object's message): "consent" absent reads
 * like "consent" wrong. `message` is for a value that is no object at all.
 */
export function objectOf<E extends v.ObjectEntries>(entries: E, message: string) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === "string" && Object.hasOwn(entries, key) ? entries[key] : undefined;
    return (entry && firstProblem(entry, undefined)?.message) || message;
  });
}

/** The first problem the schema finds in `input` (checks stop there), or null when it accepts it. */
export function firstProblem(schema: Schema, input: unknown): { field: string; message: string } | null {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return null;
  const [issue] = result.issues;
  return { field: fieldOf(issue), message: issue.message };
}

/** Each field's first problem, for a form to show beside its fields; {} when the schema accepts `input`. */
export function fieldProblems(schema: Schema, input: unknown): Partial<Record<string, string>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  const problems: Partial<Record<string, string>> = {};
  if (result.success) return problems;
  for (const issue of result.issues) problems[fieldOf(issue)] ??= issue.message;
  return problems;
}

/** `input` as the schema reads it, or each field's first problem (a form shows them; a route answers them all). */
export function parseFields<S extends Schema>(schema: S, input: unknown): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[fieldOf(issue)] ??= issue.message;
  return { ok: false, errors };
}

/** Every problem the schema finds in `input`, in order, each with its top-level field; [] when it accepts it. */
export function allProblems(schema: Schema, input: unknown): { field: string; message: string }[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
}

/**
 * How a route refuses what its schema rejects: `{ error: the schema's first message, code }` with
 * status 400 unless `status` says otherwise; a field listed in `fields` answers its own code and
 * details instead (the checkout names the field a form shows its message beside).
 */
export type Refusal = { code: string; status?: number; fields?: Record<string, { code: string; details?: ErrorDetails }> };

/** `input` as the schema reads it, or the error `refuse` makes of the schema's first problem. */
export function parseOr<S extends Schema>(schema: S, input: unknown, refuse: (problem: { field: string; message: string }) => Error): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw refuse({ field: fieldOf(issue), message: issue.message });
}

/** `input` as the schema reads it, or the HttpError of `refusal` with the schema's first message. */
export function parseOrRefuse<S extends Schema>(schema: S, input: unknown, refusal: Refusal | string): v.InferOutput<S> {
  const { code, status = 400, fields = {} } = typeof refusal === "string" ? { code: refusal } : refusal;
  return parseOr(schema, input, ({ field, message }) => new HttpError(status, fields[field]?.code ?? code, message, fields[field]?.details));
}
