"use client";

import { useCallback, useEffect, useState } from "react";

export type Load<T> = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; value: T };

/** Runs `read` after mount (the admin's ID token exists only in the browser), with a retry. */
export function useAdminLoad<T>(read: () => Promise<T>): { state: Load<T>; retry: () => void } {
  const [state, setState] = useState<Load<T>>({ status: "loading" });
  const run = useCallback(async () => {
    setState({ status: "loading" });
    try {
      setState({ status: "ready", value: await read() });
    } catch (error) {
      setState({ status: "failed", message: error instanceof Error ? error.message : "Something went wrong." });
    }
  }, [read]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run();
  }, [run]);

  return { state, retry: () => void run() };
}
