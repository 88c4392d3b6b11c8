import "server-only";
import { signWithKey } from "./jws";
import { platformSigningKey } from "./keys.server";
import type { SigningKey } from "./signing-key";

/** The credential signed with the platform's key (or `key`, for tests of a foreign signer). */
export async function signCredential(credential: object, key?: SigningKey): Promise<string> {
  return signWithKey(credential, key ?? (await platformSigningKey()));
}
