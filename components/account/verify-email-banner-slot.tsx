"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";
import { useAppSelector } from "@/store/hooks";
import { selectUnverifiedEmail } from "@/store/user-slice";

// Most visitors never see the banner: its code loads only for an account that needs it, so
// the first download of every page (the product page's budget) stays as it was.
const VerifyEmailBanner = lazyAfterHydration(() => import("./verify-email-banner").then((module) => module.VerifyEmailBanner));

/** The place under the header where an unverified account is asked to verify its email. */
export function VerifyEmailBannerSlot() {
  const email = useAppSelector(selectUnverifiedEmail);
  return email ? <VerifyEmailBanner email={email} /> : null;
}
