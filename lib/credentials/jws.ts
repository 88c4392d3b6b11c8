import { CompactSign } from "jose";
import { VC_JWT_MEDIA_TYPE } from "./envelope";
import type { SigningKey } from "./signing-key";

const issuerIdOf = (credential: object): string => {
  const issuer = (credential as { issuer?: unknown }).issuer;
  const id = typeof issuer === "string" ? issuer : (issuer as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string" || !id) throw new Error("A credential to sign needs an issuer id.");
  return id;
};

/**
 * The credential secured as a compact JWS with Ed25519 (VC-JOSE-COSE): the payload is the
 * credential itself, the header names the media type and the key as `<issuer DID>#<thumbprint>`,
 * a verification method of our did:web document (decision 0178).
 */
export function signWithKey(credential: object, { privateKey, keyId }: SigningKey): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: "EdDSA", typ: VC_JWT_MEDIA_TYPE.replace("application/", ""), cty: "vc", kid: `${issuerIdOf(credential)}#${keyId}` })
    .sign(privateKey);
}
