"use client";

import { Button } from "@/components/ui/button";
import { useEffect, useRef, useState } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { toast } from "@/components/ui/toast";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { NotificationItem } from "./notification-item";
import { unreadFigure } from "./unread-count";
import { useNotifications } from "./use-notifications";
import { LoadError } from "@/components/ui/load-error";

const unreadText = (unread: number) => (unread === 0 ? "All caught up" : `${unreadFigure(unread)} unread`);

export function NotificationList() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const { state, retry, markRead, showMore } = useNotifications(uid);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = state.status === "ready" ? state.items.length : 0;
  const moreStatus = state.status === "ready" ? state.more.status : "idle";
  // After "Show more", focus moves to the first older notification.
  useEffect(() => {
    if (focusFrom.current === null || moreStatus !== "idle") return;
    const item = list.current?.children[focusFrom.current];
    (item?.querySelector<HTMLElement>("a, button") ?? (item as HTMLElement | undefined))?.focus();
    focusFrom.current = null;
  }, [moreStatus, shown]);
  // Ids whose write is under way, so a double click sends one request.
  const [pending, setPending] = useState<string[]>([]);

  const mark = async (ids: string[]) => {
    setPending((current) => [...current, ...ids]);
    try {
      await markRead(ids);
    } catch {
      toast.error("That did not work. Check your connection and try again.");
    } finally {
      setPending((current) => current.filter((id) => !ids.includes(id)));
    }
  };

  const unreadIds = state.status === "ready" ? state.items.filter((item) => !item.read).map((item) => item.id) : [];

  return (
    <section className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Notifications</h1>
          {state.status === "ready" ? (
            <p role="status" className="mt-1 text-slate-700">
              {unreadText(state.unread)}
            </p>
          ) : null}
        </div>
        {unreadIds.length ? (
          <Button size="sm" onClick={() => mark(unreadIds)} disabled={unreadIds.some((id) => pending.includes(id))}>
            Mark all as read
          </Button>
        ) : null}
      </div>

      {state.status === "loading" ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading your notifications…
        </p>
      ) : null}

      {state.status === "failed" ? (
        <LoadError message="Your notifications could not be loaded." onRetry={retry} className="mt-6" />
      ) : null}

      {state.status === "ready" && state.items.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No notifications yet. We will let you know about sales, reviews, questions and approvals here.
        </p>
      ) : null}

      {state.status === "ready" && state.items.length ? (
        <>
          <ul ref={list} className="mt-6 space-y-3">
            {state.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                pending={pending.includes(notification.id)}
                onMarkRead={() => mark([notification.id])}
              />
            ))}
          </ul>
          <ShowMore
            noun="notifications"
            shown={state.items.length}
            added={state.more.added}
            hasMore={state.next !== null}
            loading={state.more.status === "loading"}
            failed={state.more.status === "failed"}
            onMore={() => {
              focusFrom.current = state.items.length;
              void showMore();
            }}
          />
        </>
      ) : null}
    </section>
  );
}
