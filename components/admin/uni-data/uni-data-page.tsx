import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

/** Heading, purpose and the way back to the five choices, around one form. */
export function UniDataPage({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <section>
      <p>
        <Link href="/admin/addUniData" className="text-sm text-link">
          Add university data
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{summary}</p>
      {children}
    </section>
  );
}
