import {
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  linkWithPopup,
  reauthenticateWithPopup,
  signInWithPopup,
  TwitterAuthProvider,
  type AuthProvider,
} from "firebase/auth";
import type { SocialProviderId } from "@/config/auth-providers";
import { getClientAuth } from "@/lib/firebase/client";
import { ensureUserRecord } from "./user-record";

function provider(id: SocialProviderId): AuthProvider {
  switch (id) {
    case "google.com":
      return new GoogleAuthProvider();
    case "facebook.com":
      return new FacebookAuthProvider();
    case "github.com":
      return new GithubAuthProvider();
    case "twitter.com":
      return new TwitterAuthProvider();
  }
}

/**
 * Popup sign-in (against the Auth emulator, its own provider screen). A first sign-in creates
 * the account, so the user record is written here too.
 */
export async function signInWithSocial(id: SocialProviderId): Promise<void> {
  const { user } = await signInWithPopup(getClientAuth(), provider(id), browserPopupRedirectResolver).catch(asNetworkError);
  await ensureUserRecord(user);
}

/**
 * The popup flow loads Google's helper script first; when that cannot load, the SDK reports an
 * internal error, which for the user means the provider could not be reached.
 */
function asNetworkError(error: unknown): never {
  if ((error as { code?: string } | null)?.code === "auth/internal-error") {
    throw Object.assign(new Error("The sign-in provider could not be reached"), { code: "auth/network-request-failed", cause: error });
  }
  throw error;
}

export async function linkSocial(id: SocialProviderId): Promise<void> {
  const user = getClientAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/requires-recent-login" });
  await linkWithPopup(user, provider(id), browserPopupRedirectResolver).catch(asNetworkError);
}

export async function reauthenticateWithSocial(id: SocialProviderId): Promise<void> {
  const user = getClientAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/requires-recent-login" });
  await reauthenticateWithPopup(user, provider(id), browserPopupRedirectResolver).catch(asNetworkError);
}
