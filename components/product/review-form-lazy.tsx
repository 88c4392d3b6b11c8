"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";
import { ReviewFormChecking } from "./review-form-checking";

/**
 * The review form depends on who is viewing, which is known only after hydration, so its code
 * loads then instead of with the product page.
 */
export const LazyReviewForm = lazyAfterHydration(() => import("./review-form").then((module) => module.ReviewForm), ReviewFormChecking);
