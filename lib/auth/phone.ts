import { RecaptchaVerifier, signInWithPhoneNumber, type ApplicationVerifier } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { ensureUserRecord } from "./user-record";

export type Verifier = ApplicationVerifier & { clear: () => void };

/** What the UI holds between sending a code and typing it: no Firebase types leak out. */
export type CodeConfirmation = { confirm: (code: string) => Promise<void> };

/**
 * An invisible reCAPTCHA in `container`. Against the emulator, connectAuthEmulator switches
 * app verification off, so no Google script loads offline.
 */
export function createVerifier(container: HTMLElement): Verifier {
  return new RecaptchaVerifier(getClientAuth(), container, { size: "invisible" });
}

/** International format: a plus, then 8 to 15 digits (spaces, dashes and brackets are allowed). */
export function normalisePhoneNumber(value: string): string | null {
  const compact = value.replace(/[\s\-()]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

export async function sendPhoneSignInCode(phoneNumber: string, verifier: ApplicationVerifier): Promise<CodeConfirmation> {
  const result = await signInWithPhoneNumber(getClientAuth(), phoneNumber, verifier);
  return {
    confirm: async (code) => {
      const { user } = await result.confirm(code.trim());
      await ensureUserRecord(user);
    },
  };
}
