"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** `error` is what the load threw, for LoadError to tell a refusal from a lost connection. */
export type Load<T> = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; value: T };
/** Reads something for a client component; `signal` aborts when its answer is no longer wanted. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

const LOADING = { status: "loading" } as const;

/**
 * Runs `load` after mount (ID tokens and Firestore exist only in the browser, and loading after
 * hydration keeps them out of the first download) and again whenever `load` changes: memoize it on
 * what it reads. `null` waits, e.g. for the session. Only the answer of the latest run is shown:
 * an earlier one, still on its way when `load` changed or a reload began, is dropped and its signal
 * aborted. `reload` starts over from "loading"; `refresh` asks again while the value stays shown,
 * and resolves when the answer is in; `update` changes the value shown (after a local edit).
 */
export function useLoad<T>(load: Loader<T> | null) {
  const [shown, setShown] = useState<{ load: Loader<T> | null; state: Load<T> }>({ load, state: LOADING });
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController | null>(null);

  const start = useCallback((loader: Loader<T>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const settle = (state: Load<T>) => {
      if (!controller.signal.aborted) setShown({ load: loader, state });
    };
    const done = loader(controller.signal).then(
      (value) => settle({ status: "ready", value }),
      (error: unknown) => settle({ status: "failed", error }),
    );
    return { controller, done };
  }, []);

  useEffect(() => {
    if (!load) return;
    const { controller } = start(load);
    return () => controller.abort();
  }, [load, attempt, start]);

  const reload = useCallback(() => {
    setShown({ load, state: LOADING });
    setAttempt((count) => count + 1);
  }, [load]);
  const refresh = useCallback(async () => {
    if (load) await start(load).done;
  }, [load, start]);
  const update = useCallback((change: (value: T) => T) => {
    setShown((current) => (current.state.status === "ready" ? { ...current, state: { status: "ready", value: change(current.state.value) } } : current));
  }, []);

  return { state: shown.load === load ? shown.state : LOADING, reload, refresh, update };
}
