import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type ApplicationVerifier,
  type MultiFactorError,
  type PhoneMultiFactorInfo,
} from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import type { CodeConfirmation } from "./phone";

export type SecondFactor = { uid: string; displayName: string; phoneNumber: string; enrolledOn: string };

export function isSecondFactorRequired(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "auth/multi-factor-auth-required";
}

function assertion(verificationId: string, code: string) {
  return PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code.trim()));
}

/**
 * The second step of a sign-in that needs it: sends a code to the enrolled phone. Returns the
 * phone number as Firebase masks it (e.g. "+*******5678") and the step that finishes sign-in.
 */
export async function startSecondFactorSignIn(
  error: unknown,
  verifier: ApplicationVerifier,
): Promise<CodeConfirmation & { phoneHint: string }> {
  const auth = getClientAuth();
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((factor) => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID) as PhoneMultiFactorInfo | undefined;
  if (!hint) throw Object.assign(new Error("No phone second factor"), { code: "auth/unsupported-second-factor" });
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier);
  return {
    phoneHint: hint.phoneNumber,
    confirm: async (code) => {
      await resolver.resolveSignIn(assertion(verificationId, code));
    },
  };
}

function currentUser() {
  const user = getClientAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/requires-recent-login" });
  return user;
}

export function listSecondFactors(): SecondFactor[] {
  return multiFactor(currentUser()).enrolledFactors.map((factor) => ({
    uid: factor.uid,
    displayName: factor.displayName ?? "",
    phoneNumber: (factor as PhoneMultiFactorInfo).phoneNumber ?? "",
    enrolledOn: factor.enrollmentTime,
  }));
}

/** Sends a code to `phoneNumber`; confirming it adds the phone as a second factor. */
export async function startSecondFactorEnrollment(phoneNumber: string, verifier: ApplicationVerifier): Promise<CodeConfirmation> {
  const auth = getClientAuth();
  const user = currentUser();
  const session = await multiFactor(user).getSession();
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier);
  return {
    confirm: async (code) => {
      await multiFactor(user).enroll(assertion(verificationId, code), "Phone");
    },
  };
}

export async function removeSecondFactor(factorUid: string): Promise<void> {
  await multiFactor(currentUser()).unenroll(factorUid);
}
