import { jwsOfEnvelope } from "./envelope";

/** What an uploaded file holds: a JWS to check, or why there is nothing we can check. */
export type CredentialInputReading = { jws: string } | { problem: "unreadable" | "unsigned" | "other-proof" };

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Finds the signed credential in an upload: a bare JWS (.jwt), a JSON string holding one, or the
 * enveloped credential we hand out as .json. A JSON credential without one is unsigned, or signed
 * some other way (a Data Integrity `proof`), which we never issue.
 */
export function readCredentialInput(input: string): CredentialInputReading {
  const text = input.trim();
  if (COMPACT_JWS.test(text)) return { jws: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "unreadable" };
  }
  if (typeof value === "string") return COMPACT_JWS.test(value.trim()) ? { jws: value.trim() } : { problem: "unreadable" };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { problem: "unreadable" };
  const record = value as Record<string, unknown>;
  const jws = jwsOfEnvelope(record);
  if (jws !== null) return COMPACT_JWS.test(jws) ? { jws } : { problem: "unreadable" };
  if ("proof" in record) return { problem: "other-proof" };
  const types = Array.isArray(record.type) ? record.type : [record.type];
  return types.includes("VerifiableCredential") ? { problem: "unsigned" } : { problem: "unreadable" };
}
