"use client";

import dynamic from "next/dynamic";

/** Question and answer forms show only once the viewer is known, so their code loads then. */
export const LazyQaTextForm = dynamic(() => import("./qa-text-form").then((module) => module.QaTextForm), { ssr: false });
