import "server-only";

/** What a certificate's credential states: the shape lib/credentials' buildCredential takes. */
export type CredentialInput = {
  certificateId: string;
  learnerName: string;
  productTitle: string;
  productUrl: string;
  universityName: string;
  universityCourseName: string;
  ects: number;
  learningOutcomes: string[];
  completedAt: Date;
  origin: string;
};

/**
 * The signed credential stored on a certificate. Every issue and re-issue (completion, a changed
 * name) comes through here and nowhere else.
 *
 * TODO(merge with branch cred): replace the body with
 *   `return signCredential(buildCredential(input));`
 * importing both from "@/lib/credentials". Until then this is an UNSIGNED placeholder.
 */
export async function issueCredential(input: CredentialInput): Promise<string> {
  return JSON.stringify({ unsigned: true, ...input, completedAt: input.completedAt.toISOString() });
}

/**
 * The body of the credential download (`certificate-{id}.json`) for a stored credential.
 *
 * TODO(merge with branch cred): return
 *   `JSON.stringify(envelopedCredential(stored))`
 * importing envelopedCredential from "@/lib/credentials/envelope": the stored value is then a
 * compact JWS, and the file a VC 2.0 EnvelopedVerifiableCredential. The placeholder is JSON already.
 */
export function credentialFile(stored: string): string {
  return stored;
}
