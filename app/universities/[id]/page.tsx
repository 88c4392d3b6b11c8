import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { coursesOfDegree } from "@/lib/catalogue/browse";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { countCourseProducts, listUniversityProducts } from "@/lib/catalogue/lists.server";
import { getUniversity } from "@/lib/db/universities.server";

type UniversityPageProps = { params: Promise<{ id: string }> };

/** Two rows of three; the catalogue, filtered to the university, pages through the rest. */
const BEST_SHOWN = 6;

export async function generateMetadata({ params }: UniversityPageProps): Promise<Metadata> {
  const university = await getUniversity((await params).id);
  if (!university) return { title: "University not found" };
  return {
    title: university.name,
    description: `Sustainability courses linked to the degrees and courses of ${university.name}.`,
    alternates: { canonical: `/universities/${university.id}` },
  };
}

export default async function UniversityPage({ params }: UniversityPageProps) {
  const { id } = await params;
  const university = await getUniversity(id);
  if (!university) notFound();
  const [counted, best] = await Promise.all([countCourseProducts(university.courses.map((course) => course.id)), listUniversityProducts(university.id, BEST_SHOWN)]);
  const counts = new Map(Object.entries(counted));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs trail={[{ label: "Home", href: "/" }, { label: "Universities", href: "/universities" }]} current={university.shortName} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{university.name}</h1>
        <p className="mt-2 text-slate-700">{[university.city, university.country].filter(Boolean).join(", ")}</p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Link href={`/courses?university=${university.id}`} className="text-link">
            Search this university’s courses
          </Link>
          {university.website ? (
            <a href={university.website} rel="noopener" className="text-link">
              University website
            </a>
          ) : null}
        </div>
      </header>
      {best.length ? (
        <section aria-labelledby="best-heading">
          <h2 id="best-heading" className="text-xl font-semibold text-slate-900">
            Best rated courses
          </h2>
          <div className="mt-4">
            <ProductGrid products={best} universities={[university]} label={`Best rated courses at ${university.shortName}`} />
          </div>
        </section>
      ) : null}
      {university.degrees.length ? null : <p className="text-slate-700">No degrees have been added for this university yet.</p>}
      {university.degrees.map((degree) => {
        const courses = coursesOfDegree(university, degree.id);
        return (
          <section key={degree.id} aria-labelledby={`degree-${degree.id}`}>
            <h2 id={`degree-${degree.id}`} className="text-xl font-semibold text-slate-900">
              {degree.name}
            </h2>
            {courses.length ? (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {courses.map((course) => (
                  <li key={course.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                    <Link href={`/universities/${university.id}/courses/${course.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                      <span className="text-slate-600">{course.code}</span> {course.name}
                    </Link>
                    <span className="text-sm text-slate-600">
                      {counts.get(course.id) ?? 0} {counts.get(course.id) === 1 ? "course" : "courses"} on offer
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No courses have been added to this degree yet.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
