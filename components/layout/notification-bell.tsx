"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { Link } from "@/components/ui/link";
import { publishUnread, unreadFigure, useUnreadCount } from "@/components/account/unread-count";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";

const NOTIFICATIONS = "/dashboard/notifications";

/**
 * The header's bell for a signed-in user, with their unread count. Counted by the server (one
 * aggregation, not the notifications themselves) when the bell first shows and whenever the tab
 * comes back into view; the notifications page publishes what it counts and marks read.
 */
export function NotificationBell() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const count = useUnreadCount(uid);
  const pathname = usePathname();

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    const recount = () => {
      void import("@/lib/db/notifications")
        .then((db) => db.countUnread(uid))
        .then(
          (unread) => {
            if (!cancelled) publishUnread(uid, unread);
          },
          // A bell without a figure is the honest fallback: the notifications page says what failed.
          () => undefined,
        );
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") recount();
    };
    recount();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [uid]);

  if (!uid) return null;
  const unread = count ?? 0;
  return (
    <Link
      href={NOTIFICATIONS}
      aria-label={unread > 0 ? `Notifications, ${unreadFigure(unread)} unread` : "Notifications"}
      aria-current={pathname === NOTIFICATIONS ? "page" : undefined}
      className="relative ml-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="h-6 w-6">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white">
          {unreadFigure(unread)}
        </span>
      ) : null}
    </Link>
  );
}
