import "server-only";
import { brand } from "@/config/brand";
import { CREDENTIAL_TOO_LARGE, MAX_CREDENTIAL_BYTES } from "@/config/credentials";
import { siteUrl } from "@/config/site";
import { readCertificateRecord, type CertificateRecord } from "@/lib/db/certificate-status.server";
import { HttpError } from "@/lib/http/error";
import type { CredentialCheck } from "@/lib/schemas/certificates";
import { summarizeCredential, type VerifyAnswer } from "./summary";
import { verifyCredential } from "./verify.server";

const CERTIFICATE_PATH = /^\/certificates\/([A-Za-z0-9]{1,64})\/?$/;

/**
 * Checks what the verify page sent, as credentialCheckBody read it: `{ credential }` (an uploaded
 * file's text) or `{ url }` (a certificate address of this shop, whose stored credential is checked;
 * nothing is ever fetched from the address, so no URL can make the server call anywhere). `hosts`
 * are the names this shop answers to. Bad input is a 4xx with a message for the field; nothing is
 * stored either way.
 */
export async function verifySubmission(body: CredentialCheck, hosts: string[]): Promise<VerifyAnswer> {
  return verifyText("credential" in body ? body.credential : await storedCredentialAt(body.url, hosts));
}

async function verifyText(credential: string): Promise<VerifyAnswer> {
  if (Buffer.byteLength(credential) > MAX_CREDENTIAL_BYTES) throw new HttpError(413, "request/too-large", CREDENTIAL_TOO_LARGE);
  const records = new Map<string, CertificateRecord>();
  const { result, message, credential: checked } = await verifyCredential(credential, {
    status: async (id) => {
      const found = await readCertificateRecord(id);
      records.set(id, found);
      return found.status;
    },
  });
  const answer: VerifyAnswer = { result, message, ...(checked && result !== "tampered" ? { summary: summarizeCredential(checked) } : {}) };
  const revokedAt = [...records.values()][0]?.revokedAt;
  return revokedAt ? { ...answer, revokedAt: revokedAt.toISOString() } : answer;
}

async function storedCredentialAt(address: string, hosts: string[]): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new HttpError(400, "certificate/bad-url", `Enter a certificate's full address, e.g. ${siteUrl}/certificates/….`);
  }
  if (!/^https?:$/.test(url.protocol) || !hosts.includes(url.host.toLowerCase())) {
    throw new HttpError(400, "certificate/foreign-url", `We check only ${brand.name} certificates (${siteUrl}/certificates/…). For one from elsewhere, upload its credential file.`);
  }
  const id = CERTIFICATE_PATH.exec(url.pathname)?.[1];
  if (!id) throw new HttpError(400, "certificate/bad-url", `This address is not a certificate's. It looks like ${siteUrl}/certificates/….`);
  const { publicCredential } = await readCertificateRecord(id);
  if (!publicCredential) throw new HttpError(404, "certificate/not-found", "There is no public certificate at this address. It may be private: ask the learner for the credential file.");
  return publicCredential;
}
