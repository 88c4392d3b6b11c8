import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { UniversityList } from "@/components/catalogue/university-list";
import { listUniversitySummaries } from "@/lib/db/universities.server";

export const metadata: Metadata = {
  title: "Universities",
  description: "Browse sustainability courses by university, degree and course.",
  alternates: { canonical: "/universities" },
};

export default async function UniversitiesPage() {
  const universities = await listUniversitySummaries();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs trail={[{ label: "Home", href: "/" }]} current="Universities" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Universities</h1>
        <p className="mt-2 text-slate-700">
          Every course here is linked to a university course. Pick a university to see its degrees and courses.
        </p>
      </header>
      <UniversityList universities={universities} />
    </div>
  );
}
