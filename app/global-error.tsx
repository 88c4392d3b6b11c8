"use client";

import { useEffect } from "react";
import { ErrorFallback } from "@/components/layout/error-fallback";
import "./globals.css";

/** Catches errors in the root layout itself, so it brings its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <ErrorFallback onRetry={reset} />
      </body>
    </html>
  );
}
