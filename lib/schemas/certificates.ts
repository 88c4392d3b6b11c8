import * as v from "valibot";
import { cleanLearnerName, LEARNER_NAME_MAX, NAME_MISSING, NAME_TOO_LONG } from "@/lib/certificates/learner-name";
import { DECISION_REASON_MAX } from "@/lib/orders/refund-rules";
import { reasonText } from "./orders";
import { objectOf, type Refusal } from "./parse";

/** The name to print, as stored: one space for each run of white space, then 1 to 120 characters. */
const learnerName = v.pipe(
  v.string(NAME_MISSING),
  v.transform(cleanLearnerName),
  v.nonEmpty(NAME_MISSING),
  v.check((name) => [...name].length <= LEARNER_NAME_MAX, NAME_TOO_LONG),
);

/** PATCH /api/certificates/[id] `{ public?, learnerName? }`: its learner shows or hides it, or renames it. */
export const certificateChangeBody = v.object({
  public: v.optional(v.boolean("Choose whether the certificate is public.")),
  learnerName: v.optional(learnerName),
});
export type CertificateChangeInput = v.InferInput<typeof certificateChangeBody>;

export const certificateChangeRefusal: Refusal = {
  code: "certificate/invalid-public",
  fields: { learnerName: { code: "certificate/invalid-name", details: { field: "learnerName" } } },
};

/** POST /api/admin/certificates/[id] `{ reason }`: what the certificate's page and verifiers show, up to 500 characters. */
export const certificateRevokeBody = objectOf({ reason: reasonText(DECISION_REASON_MAX) }, `Give a reason of at least 3 characters.`);
export type CertificateRevokeInput = v.InferInput<typeof certificateRevokeBody>;

const CHECK_NOTHING = "Choose a credential file, or enter a certificate's address.";
const URL_MISSING = "Enter the certificate's address first.";
const filled = (message: string) => v.pipe(v.string(message), v.check((text) => text.trim() !== "", message));

/** The verify form's address: what it sends, trimmed (a blank one is refused in the form, before any request). */
export const credentialUrlBody = v.object({ url: v.pipe(filled(URL_MISSING), v.trim()) });

/**
 * POST /api/certificates/verify `{ credential }` (a file's text, as read) or `{ url }` (a
 * certificate address, trimmed). A non-blank credential wins over an address; neither answers
 * CHECK_NOTHING. Whether the address is one of ours is the server's question (it knows its host).
 */
export const credentialCheckBody = v.union([v.object({ credential: filled(CHECK_NOTHING) }), credentialUrlBody], CHECK_NOTHING);
export type CredentialCheckInput = v.InferInput<typeof credentialCheckBody>;
export type CredentialCheck = v.InferOutput<typeof credentialCheckBody>;
