"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import type { LibraryItem } from "@/lib/learning/library";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { LibraryCard } from "./library-card";
import { LoadError } from "@/components/ui/load-error";

type LibraryState = { status: "loading" } | { status: "failed" } | { status: "ready"; items: LibraryItem[] };

/** The signed-in user's courses and documents (the layout has made sure someone is signed in). */
export function LibraryList() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const [state, setState] = useState<LibraryState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    // Loaded after hydration, so Firestore is not part of the page's first download.
    import("@/lib/learning/library")
      .then(({ loadLibrary }) => loadLibrary(uid))
      .then(
        (items) => !cancelled && setState({ status: "ready", items }),
        () => !cancelled && setState({ status: "failed" }),
      );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  if (state.status === "loading") {
    return (
      <p role="status" className="mt-6 text-slate-600">
        Loading your library…
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <LoadError
        message="Your library could not be loaded."
        onRetry={() => {
          setState({ status: "loading" });
          setAttempt((count) => count + 1);
        }}
        className="mt-6"
      />
    );
  }
  if (state.items.length === 0) {
    return (
      <div className="mt-6 text-slate-700">
        <p>Your library is empty.</p>
        <p className="mt-2">
          <Link href="/courses" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Browse courses
          </Link>{" "}
          to find one to start with.
        </p>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {state.items.map((item) => (
        <LibraryCard key={item.product.id} item={item} />
      ))}
    </ul>
  );
}
