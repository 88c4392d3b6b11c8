import { calculateJwkThumbprint, importJWK, type CryptoKey, type JWK } from "jose";

/** The private Ed25519 key that signs credentials, its public half and the public half's id. */
export type SigningKey = { privateKey: CryptoKey; publicJwk: JWK; keyId: string };

/** The public half of an OKP JWK, without the private `d`: what the well-known documents publish. */
export const publicHalf = ({ kty, crv, x }: JWK): JWK => ({ kty, crv, x });

/** A SigningKey from a private JWK; its id is the RFC 7638 thumbprint of the public half. */
export async function signingKeyFrom(jwk: JWK): Promise<SigningKey> {
  const publicJwk = publicHalf(jwk);
  const keyId = await calculateJwkThumbprint(publicJwk, "sha256");
  const privateKey = (await importJWK({ ...jwk, alg: "EdDSA" }, "EdDSA")) as CryptoKey;
  return { privateKey, publicJwk: { ...publicJwk, kid: keyId, alg: "EdDSA", use: "sig" }, keyId };
}
