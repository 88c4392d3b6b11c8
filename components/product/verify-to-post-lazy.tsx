"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";

/** Shown only to an account with an unverified email, known after hydration: its code loads then. */
export const LazyVerifyToPost = lazyAfterHydration(() => import("./verify-to-post").then((module) => module.VerifyToPost));
