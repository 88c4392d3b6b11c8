"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Cursor, Page } from "@/lib/db/cursor";
import type { ShowMoreProps } from "./show-more";

export type PagedStatus = "loading" | "failed" | "ready" | "loading-more" | "failed-more";
export type PagedList<T, C = Cursor> = { status: PagedStatus; items: T[]; next: C | null; error: unknown; added: number };

const initial = <T, C>(): PagedList<T, C> => ({ status: "loading", items: [], next: null, error: null, added: 0 });

/**
 * A list read one page at a time. It starts over whenever `key` changes (another user, sort or
 * search) and waits while `key` is null; `more()` appends the next page, keeping what is shown
 * when that fails, so Retry asks for the same page again.
 */
export function usePagedList<T, C = Cursor>(key: string | null, load: (after: C | null) => Promise<Page<T, C>>) {
  const [state, setState] = useState<PagedList<T, C> & { for: string | null }>(() => ({ ...initial<T, C>(), for: key }));
  const loadRef = useRef(load);
  const current = useRef(key);
  useEffect(() => {
    loadRef.current = load;
    current.current = key;
  });

  const fetchPage = useCallback((forKey: string, after: C | null, shown: T[]) => {
    loadRef.current(after).then(
      // A page for an earlier key (the learner changed the sort meanwhile) is dropped.
      (page) => current.current === forKey && setState({ for: forKey, status: "ready", items: [...shown, ...page.items], next: page.next, error: null, added: page.items.length }),
      (error: unknown) =>
        current.current === forKey && setState({ for: forKey, status: after ? "failed-more" : "failed", items: shown, next: after, error, added: 0 }),
    );
  }, []);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    fetchPage(key, null, []);
  }, [key, attempt, fetchPage]);

  const more = useCallback(() => {
    if (state.for === null || !state.next || state.status === "loading-more") return;
    setState({ ...state, status: "loading-more" });
    fetchPage(state.for, state.next, state.items);
  }, [state, fetchPage]);

  const retry = useCallback(() => {
    setState({ ...initial<T, C>(), for: key });
    setAttempt((count) => count + 1);
  }, [key]);

  const list: PagedList<T, C> = state.for === key ? state : initial<T, C>();
  return { ...list, more, retry };
}

type PagedListControl = { status: PagedStatus; items: unknown[]; next: unknown; error: unknown; added: number; more: () => void };

/**
 * What a paged list's foot needs: the props of <ShowMore>, and the list element's ref, to whose
 * first new item's link focus moves after "Show more", so keyboard users continue there.
 */
export function useShowMore<E extends HTMLElement>(list: PagedListControl, noun: string) {
  const container = useRef<E>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || list.status !== "ready") return;
    container.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = null;
  }, [list.status, list.items.length]);
  const showMore: ShowMoreProps = {
    noun,
    shown: list.items.length,
    added: list.added,
    hasMore: list.next !== null,
    loading: list.status === "loading-more",
    failed: list.status === "failed-more",
    error: list.error,
    onMore: () => {
      focusFrom.current = list.items.length;
      list.more();
    },
  };
  return { container, showMore };
}
