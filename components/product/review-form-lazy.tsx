"use client";

import dynamic from "next/dynamic";
import { ReviewFormChecking } from "./review-form-checking";

/**
 * The review form depends on who is viewing, which is known only after hydration, so its code
 * loads then instead of with the product page.
 */
export const LazyReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm), {
  ssr: false,
  loading: ReviewFormChecking,
});
