"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastRequests, toastsRequested } from "@/components/ui/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toaster with the first toast, so pages without one never load it. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
