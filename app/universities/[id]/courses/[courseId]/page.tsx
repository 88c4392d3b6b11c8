import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { productsBySection } from "@/lib/catalogue/browse";
import { COURSE_PRODUCTS_SHOWN, listCourseProducts } from "@/lib/catalogue/lists.server";
import { getUniversity } from "@/lib/db/universities.server";

type CoursePageProps = { params: Promise<{ id: string; courseId: string }> };

async function load(params: CoursePageProps["params"]) {
  const { id, courseId } = await params;
  const university = await getUniversity(id);
  const course = university?.courses.find((entry) => entry.id === courseId);
  return university && course ? { university, course } : null;
}

export async function generateMetadata({ params }: CoursePageProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return { title: "Course not found" };
  const { university, course } = found;
  return {
    title: `${course.code} ${course.name} · ${university.shortName}`,
    description: `Video courses and documents for ${course.name} (${course.code}) at ${university.name}, by section.`,
    alternates: { canonical: `/universities/${university.id}/courses/${course.id}` },
  };
}

export default async function UniversityCoursePage({ params }: CoursePageProps) {
  const found = await load(params);
  if (!found) notFound();
  const { university, course } = found;
  const linked = await listCourseProducts(course.id);
  const groups = productsBySection(linked.slice(0, COURSE_PRODUCTS_SHOWN), university, course.id);
  const more = linked.length > COURSE_PRODUCTS_SHOWN;
  const degrees = university.degrees.filter((degree) => course.degreeIds.includes(degree.id));
  const empty = groups.every((group) => group.products.length === 0);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs
        trail={[
          { label: "Home", href: "/" },
          { label: "Universities", href: "/universities" },
          { label: university.shortName, href: `/universities/${university.id}` },
        ]}
        current={course.code || course.name}
      />
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{course.code}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{course.name}</h1>
        <p className="mt-2 text-slate-700">
          {university.name}
          {degrees.length ? ` · ${degrees.map((degree) => degree.name).join(" · ")}` : ""}
        </p>
      </header>
      {empty ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">No courses are linked to this university course yet.</p>
          <p className="mt-2 text-slate-700">
            <Link href={`/courses?university=${university.id}`} className="text-link">
              See all courses for {university.shortName}
            </Link>{" "}
            or{" "}
            <Link href="/info/company/join" className="text-link">
              create one yourself
            </Link>
            .
          </p>
        </div>
      ) : null}
      {more ? (
        <p className="text-slate-700">
          {`The ${COURSE_PRODUCTS_SHOWN} best rated courses are shown by section. `}
          <Link href={`/courses?university=${university.id}`} className="text-link">
            Search all of {university.shortName}’s courses
          </Link>
        </p>
      ) : null}
      {groups.map(({ section, products: items }) => (
        <section key={section?.id ?? "other"} aria-labelledby={`section-${section?.id ?? "other"}`}>
          <h2 id={`section-${section?.id ?? "other"}`} className="text-xl font-semibold text-slate-900">
            {section?.name ?? "Other material for this course"}
          </h2>
          <div className="mt-4">
            {items.length ? (
              <ProductGrid products={items} universities={[university]} label={section?.name ?? "Other material"} />
            ) : (
              <p className="text-slate-700">Nothing for this section yet.</p>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
