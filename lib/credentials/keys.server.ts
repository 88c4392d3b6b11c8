import "server-only";
import type { JWK } from "jose";
import { DEV_CREDENTIAL_SIGNING_JWK } from "./dev-signing-key";
import { signingKeyFrom, type SigningKey } from "./signing-key";

type Env = Record<string, string | undefined>;

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

let cached: Promise<SigningKey> | undefined;

/** The platform's signing key, read once per server instance. */
export function platformSigningKey(): Promise<SigningKey> {
  cached ??= signingKeyFrom(signingJwk()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
