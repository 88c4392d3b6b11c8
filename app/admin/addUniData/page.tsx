import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ManageList } from "@/components/admin/uni-data/manage-list";
import { addUniDataChoices } from "@/config/menus";
import { listUniversities } from "@/lib/db/universities.server";

// The list below shows the universities there are now (the cached list every change expires), with
// Edit and Delete; a university's degrees, courses and sections are fetched when it is opened.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add university data",
  description: "Add universities, degrees, courses and sections that products are linked to.",
};

export default async function AddUniDataPage() {
  const universities = await listUniversities();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Add university data</h1>
      <p className="mt-2 text-slate-700">Choose what to add. Products link to this data, so add it before creators need it.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {addUniDataChoices.map((choice) => (
          <li key={choice.href}>
            <Link
              href={choice.href}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-900 hover:border-brand-600 hover:bg-brand-50"
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Manage university data</h2>
      <p className="mt-2 text-slate-700">Open a university to see its degrees, courses and sections. Edit an entry, or delete one nothing uses any more: products and entries below it must be moved or deleted first.</p>
      <ManageList universities={universities} />
    </section>
  );
}
