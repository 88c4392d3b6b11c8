import type { ReactNode } from "react";

/** Named by a text of its own, or by an element on the page (e.g. its section's heading). */
type TableScrollProps = ({ label: string; labelledBy?: never } | { label?: never; labelledBy: string }) & { className?: string; children?: ReactNode };

/**
 * The horizontal scroller around a table wider than a phone. It takes focus and a name, so a
 * keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1), and a screen reader
 * announces what the region holds.
 */
export function TableScroll({ label, labelledBy, className, children }: TableScrollProps) {
  return (
    <div role="region" tabIndex={0} className={className ? `table-scroll ${className}` : "table-scroll"} aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
