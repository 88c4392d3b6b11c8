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
 * when that fails, so Retry asks for the same page again. With `first` (a page the server
 * rendered), nothing is loaded until `more()`, and a new `key` starts over from `first`.
 */
export function usePagedList<T, C = Cursor>(key: string | null, load: (after: C | null) => Promise<Page<T, C>>, first?: Page<T, C>) {
  const start = (forKey: string | null): PagedList<T, C> & { for: string | null } =>
    first ? { status: "ready", items: first.items, next: first.next, error: null, added: 0, for: forKey } : { ...initial<T, C>(), for: forKey };
  const [state, setState] = useState(() => start(key));
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
  const fromServer = first !== undefined;
  useEffect(() => {
    if (key === null || fromServer) return;
    fetchPage(key, null, []);
  }, [key, attempt, fetchPage, fromServer]);

  const list = state.for === key ? state : start(key);
  const more = () => {
    if (list.for === null || !list.next || list.status === "loading-more") return;
    setState({ ...list, status: "loading-more" });
    fetchPage(list.for, list.next, list.items);
  };

  const retry = useCallback(() => {
    setState({ ...initial<T, C>(), for: key });
    setAttempt((count) => count + 1);
  }, [key]);

  return { status: list.status, items: list.items, next: list.next, error: list.error, added: list.added, more, retry };
}

type PagedListControl = { status: PagedStatus; items: unknown[]; next: unknown; error: unknown; added: number; more: () => void };

/**
 * What a paged list's foot needs: the props of <ShowMore>, and the list element's ref. After
 * "Show more", focus moves into the first new item, so keyboard users continue there: to its
 * first link, or to the item itself where it is focusable as a whole (`tabIndex={-1}`, for items
 * without a link). `before` counts items the list element shows ahead of `list`'s own (rendered
 * by the server).
 */
export function useShowMore<E extends HTMLElement>(list: PagedListControl, noun: string, before = 0) {
  const container = useRef<E>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || list.status !== "ready") return;
    container.current?.children[focusFrom.current]?.querySelector<HTMLElement>("a, [tabindex='-1']")?.focus();
    focusFrom.current = null;
  }, [list.status, list.items.length]);
  const showMore: ShowMoreProps = {
    noun,
    shown: before + list.items.length,
    added: list.added,
    hasMore: list.next !== null,
    loading: list.status === "loading-more",
    failed: list.status === "failed-more",
    error: list.error,
    onMore: () => {
      focusFrom.current = before + list.items.length;
      list.more();
    },
  };
  return { container, showMore };
}
