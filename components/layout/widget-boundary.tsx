"use client";

import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";

/** A shell widget that fails renders nothing rather than taking the page down with it. */
export function WidgetBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error(error)}>
      {children}
    </ErrorBoundary>
  );
}
