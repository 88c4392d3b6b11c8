"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";

/** The question form shows only once the viewer is known, so its code loads then (the answer form: answer-form-lazy.tsx). */
export const LazyQaTextForm = lazyAfterHydration(() => import("./qa-text-form").then((module) => module.QaTextForm));
