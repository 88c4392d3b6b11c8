"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";

/** The bell's code and Firestore load after hydration: the header is on every page, the product page's budget included. */
export const LazyNotificationBell = lazyAfterHydration(() => import("./notification-bell").then((module) => module.NotificationBell));
