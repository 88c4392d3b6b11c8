"use client";

import { useCallback, useEffect, useState } from "react";

/** `error` is what the read threw, for LoadError to tell a refusal from a lost connection. */
export type Load<T> = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; value: T };

/** Runs `read` after mount (the admin's ID token exists only in the browser), with a retry. */
export function useAdminLoad<T>(read: () => Promise<T>): { state: Load<T>; retry: () => void } {
  const [state, setState] = useState<Load<T>>({ status: "loading" });
  const run = useCallback(async () => {
    setState({ status: "loading" });
    try {
      setState({ status: "ready", value: await read() });
    } catch (error) {
      setState({ status: "failed", error });
    }
  }, [read]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run();
  }, [run]);

  return { state, retry: () => void run() };
}
