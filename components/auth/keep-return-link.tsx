"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { safeReturnPath } from "@/lib/auth/return-path";

const noChanges = () => () => {};

/**
 * A link between /login and /register that keeps the page's `?next=`, so someone sent to sign in
 * from the cart who registers instead still lands back in the cart (issue 36). The search is read
 * in the browser, so both pages stay pre-rendered; the server's HTML links without it.
 */
export function KeepReturnLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const search = useSyncExternalStore(noChanges, () => window.location.search, () => "");
  const next = safeReturnPath(new URLSearchParams(search).get("next"), "");
  return (
    <Link href={next && next !== "/" ? `${href}?next=${encodeURIComponent(next)}` : href} className={className}>
      {children}
    </Link>
  );
}
