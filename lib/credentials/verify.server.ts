import "server-only";
import { compactVerify, importJWK } from "jose";
import { brand } from "@/config/brand";
import { certificateStatus, type CertificateStatus } from "@/lib/db/certificate-status.server";
import { platformSigningKey } from "./keys.server";
import { readCredentialInput } from "./read-input";
import type { VerificationResult } from "./summary";

export type { VerificationResult };

export type Verification = { result: VerificationResult; credential?: object; message: string };

export type VerifyDeps = { status?: (id: string) => Promise<CertificateStatus> };

export const VERIFICATION_MESSAGES = {
  valid: `This credential is genuine: ${brand.name} issued it, and it has not been changed or revoked.`,
  tampered: "This credential has been changed since we signed it, so it proves nothing. Ask the learner for the file exactly as they downloaded it.",
  revoked: `${brand.name} issued this credential, but it has been revoked, so it no longer counts.`,
  foreign: `This credential was not signed by ${brand.name}, so we cannot vouch for it. Check it with the issuer it names.`,
  unreadable: "This is not a credential we can read. Upload the credential file (.jwt or .json) from a certificate page.",
  unsigned: "This credential carries no signature, so nothing in it can be checked. Upload the signed credential file (.jwt or .json) from the certificate page.",
} as const;

const verdict = (result: VerificationResult, credential?: object, message: string = VERIFICATION_MESSAGES[result]): Verification =>
  credential ? { result, credential, message } : { result, message };

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment ?? "", "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isOpenBadge = (value: Record<string, unknown> | null) => Array.isArray(value?.type) && value.type.includes("OpenBadgeCredential");

/** The certificate id in a credential id of ours (`<origin>/certificates/<id>`), or null. */
export function certificateIdOf(credential: Record<string, unknown>): string | null {
  return typeof credential.id === "string" ? (/\/certificates\/([A-Za-z0-9]{1,64})$/.exec(credential.id)?.[1] ?? null) : null;
}

/**
 * Checks a credential entirely here: the signature against our own public key (never one the
 * credential points to), then whether its certificate still stands. Nothing is fetched: the JWS
 * signs the credential's bytes, so no JSON-LD context is needed to check it (decision 0178).
 * "foreign": signed with a key that is not ours; "tampered": names our key but its bytes are not
 * what we signed.
 */
export async function verifyCredential(input: string, deps: VerifyDeps = {}): Promise<Verification> {
  const reading = readCredentialInput(input);
  if ("problem" in reading) {
    if (reading.problem === "other-proof") return verdict("foreign");
    return verdict("unreadable", undefined, VERIFICATION_MESSAGES[reading.problem === "unsigned" ? "unsigned" : "unreadable"]);
  }
  const [headerSegment, payloadSegment] = reading.jws.split(".");
  const header = decodeSegment(headerSegment);
  const claimed = decodeSegment(payloadSegment);
  if (!header && !isOpenBadge(claimed)) return verdict("unreadable");

  const ours = await platformSigningKey();
  const keyId = typeof header?.kid === "string" ? header.kid.slice(header.kid.lastIndexOf("#") + 1) : null;
  if (header && (header.alg !== "EdDSA" || keyId !== ours.keyId)) return verdict("foreign");

  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(reading.jws, await importJWK(ours.publicJwk, "EdDSA"), { algorithms: ["EdDSA"] }));
  } catch {
    return verdict("tampered");
  }
  const credential = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  const certificateId = certificateIdOf(credential);
  if (!certificateId) return verdict("unreadable");
  const status = await (deps.status ?? certificateStatus)(certificateId);
  return verdict(status === "active" ? "valid" : "revoked", credential);
}
