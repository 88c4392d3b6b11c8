import "server-only";
import { buildCredential, type CredentialInput } from "@/lib/credentials/build";
import { envelopedCredential } from "@/lib/credentials/envelope";
import { signCredential } from "@/lib/credentials/sign.server";

export type { CredentialInput };

/**
 * The signed credential stored on a certificate: an Open Badges 3.0 credential as a compact JWS
 * (decision 0178). Every issue and re-issue (completion, a changed name) comes through here.
 */
export async function issueCredential(input: CredentialInput): Promise<string> {
  return signCredential(buildCredential(input));
}

/** The credential download (`certificate-{id}.json`): the stored JWS as a VC 2.0 enveloped credential. */
export function credentialFile(stored: string): string {
  return JSON.stringify(envelopedCredential(stored));
}
