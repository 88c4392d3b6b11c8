"use client";

import dynamic from "next/dynamic";

/** The question form shows only once the viewer is known, so its code loads then (the answer form: answer-form-lazy.tsx). */
export const LazyQaTextForm = dynamic(() => import("./qa-text-form").then((module) => module.QaTextForm), { ssr: false });
