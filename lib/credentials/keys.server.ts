import "server-only";
import { calculateJwkThumbprint, importJWK, type CryptoKey, type JWK } from "jose";
import { DEV_CREDENTIAL_SIGNING_JWK } from "./dev-signing-key";

type Env = Record<string, string | undefined>;

/** The private Ed25519 key that signs credentials, its public half and the public half's id. */
export type SigningKey = { privateKey: CryptoKey; publicJwk: JWK; keyId: string };

/**
 * The signing key as a private JWK: CREDENTIAL_SIGNING_JWK when set; the committed dev key where
 * the server runs against the emulators or outside a production build; otherwise an error, so a
 * real deployment can never sign with a key the whole world has (the same rule as config/media.ts).
 */
export function signingJwk(env: Env = process.env): JWK {
  const configured = env.CREDENTIAL_SIGNING_JWK;
  if (configured) return parseSigningJwk(configured);
  if (env.NODE_ENV !== "production" || env.NEXT_PUBLIC_USE_EMULATORS === "true") return { ...DEV_CREDENTIAL_SIGNING_JWK };
  throw new Error("CREDENTIAL_SIGNING_JWK is not set. Set it to a private Ed25519 JWK (see .env.example); certificates cannot be signed without it.");
}

function parseSigningJwk(text: string): JWK {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    throw new Error("CREDENTIAL_SIGNING_JWK is not JSON. Set it to a private Ed25519 JWK (see .env.example).");
  }
  if (jwk?.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string" || typeof jwk.d !== "string") {
    throw new Error('CREDENTIAL_SIGNING_JWK must be a private Ed25519 JWK: { "kty": "OKP", "crv": "Ed25519", "x": …, "d": … }.');
  }
  return jwk;
}

/** The public half of an OKP JWK, without the private `d`: what the well-known documents publish. */
export const publicHalf = ({ kty, crv, x }: JWK): JWK => ({ kty, crv, x });

/** A SigningKey from a private JWK; its id is the RFC 7638 thumbprint of the public half. */
export async function signingKeyFrom(jwk: JWK): Promise<SigningKey> {
  const publicJwk = publicHalf(jwk);
  const keyId = await calculateJwkThumbprint(publicJwk, "sha256");
  const privateKey = (await importJWK({ ...jwk, alg: "EdDSA" }, "EdDSA")) as CryptoKey;
  return { privateKey, publicJwk: { ...publicJwk, kid: keyId, alg: "EdDSA", use: "sig" }, keyId };
}

let cached: Promise<SigningKey> | undefined;

/** The platform's signing key, read once per server instance. */
export function platformSigningKey(): Promise<SigningKey> {
  cached ??= signingKeyFrom(signingJwk()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
