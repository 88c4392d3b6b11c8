"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useAppSelector } from "@/store/hooks";
import { selectAuthResolved, selectRole } from "@/store/user-slice";

type RequireRoleProps = { role: "user" | "admin"; children: ReactNode };

/**
 * Sends signed-out visitors to /login (and back afterwards) and shows non-admins a refusal on
 * admin pages. Convenience only: the data behind every page is protected by firestore.rules.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const authResolved = useAppSelector(selectAuthResolved);
  const currentRole = useAppSelector(selectRole);
  const router = useRouter();
  const signedIn = currentRole !== "visitor";

  useEffect(() => {
    if (!authResolved || signedIn) return;
    const here = `${window.location.pathname}${window.location.search}`;
    router.replace(`/login?next=${encodeURIComponent(here)}`);
  }, [authResolved, signedIn, router]);

  if (!authResolved || !signedIn) {
    return (
      <p role="status" className="px-4 py-12 text-center text-slate-600">
        Checking your sign-in…
      </p>
    );
  }
  if (role === "admin" && currentRole !== "admin") {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Admins only</h1>
        <p className="mt-3 text-slate-700">This area is for administrators. Your account does not have admin access.</p>
      </section>
    );
  }
  return <>{children}</>;
}
