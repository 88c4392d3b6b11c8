import { CREDENTIALS_V2_CONTEXT } from "./contexts";

/** The media type of a credential secured as a JWS (VC-JOSE-COSE §3.1). */
export const VC_JWT_MEDIA_TYPE = "application/vc+jwt";

const DATA_URL_PREFIX = `data:${VC_JWT_MEDIA_TYPE},`;

/**
 * A signed credential as the JSON-LD document VC 2.0 defines for it: an EnvelopedVerifiableCredential
 * whose id is a data: URL of the JWS. What a learner downloads as .json; the verify page takes
 * this or the bare JWS. https://www.w3.org/TR/vc-jose-cose/#securing-with-jose
 */
export function envelopedCredential(jws: string) {
  return { "@context": CREDENTIALS_V2_CONTEXT, id: `${DATA_URL_PREFIX}${jws}`, type: "EnvelopedVerifiableCredential" };
}

/** The JWS inside an enveloped credential's id, or null when it is not one of those. */
export function jwsOfEnvelope(value: Record<string, unknown>): string | null {
  const types = Array.isArray(value.type) ? value.type : [value.type];
  if (!types.includes("EnvelopedVerifiableCredential") || typeof value.id !== "string") return null;
  return value.id.startsWith(DATA_URL_PREFIX) ? value.id.slice(DATA_URL_PREFIX.length) : null;
}
