import type { ReactNode } from "react";

/**
 * The horizontal scroller around a table wider than a phone. It takes focus and a name, so a
 * keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1), and a screen reader
 * announces what the region holds.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className ? `table-scroll ${className}` : "table-scroll"}>
      {children}
    </div>
  );
}
