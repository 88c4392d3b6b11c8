/**
 * What a credential file states, readable: the file itself plus the payload of every compact JWS
 * in it (bare, or in an EnvelopedVerifiableCredential's `data:application/vc+jwt,` id). Tests look
 * for the certificate's id and course in it without depending on how it is secured.
 */
export function credentialText(file: string): string {
  const payloads = [...file.matchAll(/[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g)].map(([, payload]) => {
    try {
      return Buffer.from(payload!, "base64url").toString("utf8");
    } catch {
      return "";
    }
  });
  return [file, ...payloads].join("\n");
}
