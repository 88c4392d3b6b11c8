"use client";

import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import type { AdminCounts } from "@/lib/admin/overview.server";

const cards: { key: keyof AdminCounts; label: string; href: string }[] = [
  { key: "pendingProducts", label: "Products waiting for approval", href: "/admin/product_approval" },
  { key: "products", label: "Products", href: "/admin/product_approval" },
  { key: "users", label: "Users", href: "/admin/course_access" },
  { key: "universities", label: "Universities", href: "/admin/addUniData" },
];

const loadCounts = async () => (await import("@/lib/api/admin")).fetchAdminCounts();

/** The overview counts, fetched after sign-in (the route checks the admin claim). */
export function AdminOverview() {
  const { state, reload } = useLoad(loadCounts);
  if (state.status === "failed") return <LoadError message="The counts could not be loaded." cause={state.error} onRetry={reload} />;
  const counts = state.status === "ready" ? state.value : null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-busy={counts === null}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link href={card.href} className="block rounded-lg border border-slate-200 p-5 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
            <span className="block text-sm text-slate-700">{card.label}</span>
            <span className="mt-1 block text-3xl font-bold text-slate-900">{counts ? counts[card.key] : <span role="status">Loading…</span>}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
