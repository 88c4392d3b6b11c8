"use client";

import { useState } from "react";
import { authErrorMessage } from "@/lib/auth/auth-errors";

type RunOptions = {
  /** The page moves on after success, so the form stays pending rather than offering a second submit. */
  keepPendingOnSuccess?: boolean;
  /** Takes an error the form should not show (a second-factor challenge); true when it did. */
  handled?: (caught: unknown) => boolean;
};

/** An auth form's pending flag and message, and `run`, which sets both around one Firebase call. */
export function useAuthAction() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<void>, { keepPendingOnSuccess = false, handled = () => false }: RunOptions = {}) => {
    setPending(true);
    setError(null);
    try {
      await action();
      if (!keepPendingOnSuccess) setPending(false);
    } catch (caught) {
      if (!handled(caught)) setError(authErrorMessage(caught));
      setPending(false);
    }
  };

  return { error, setError, pending, run };
}
