import "server-only";
import { issuerDid } from "./issuer";
import { platformSigningKey } from "./keys.server";

/** The public key that checks our credentials, as a JWK Set (/.well-known/jwks.json); `kid` is its thumbprint. */
export async function credentialJwks() {
  const { publicJwk } = await platformSigningKey();
  return { keys: [publicJwk] };
}

/**
 * Our did:web DID document (/.well-known/did.json): the same key as a JsonWebKey2020 verification
 * method `<did>#<thumbprint>`, the `kid` every credential's header names.
 * https://w3c-ccg.github.io/did-method-web/
 */
export async function credentialDidDocument(origin?: string) {
  const { publicJwk, keyId } = await platformSigningKey();
  const did = issuerDid(origin);
  const method = `${did}#${keyId}`;
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"],
    id: did,
    verificationMethod: [{ id: method, type: "JsonWebKey2020", controller: did, publicKeyJwk: publicJwk }],
    assertionMethod: [method],
  };
}
