import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RequireRole } from "@/components/auth/require-role";

// Private pages: nothing here belongs in a search index.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function LibraryLayout({ children }: { children: ReactNode }) {
  return <RequireRole role="user">{children}</RequireRole>;
}
