import { ButtonLink } from "@/components/ui/button";
import type { Lecture, ProductSection } from "@/lib/types/product";
import { CourseOutline } from "./course-outline";

/** The Content tab of enrolled users: the outline with the way into the course. */
export function ContentPanel({ productId, sections, lectures }: { productId: string; sections: ProductSection[]; lectures: Lecture[] }) {
  return (
    <section aria-labelledby="content-heading" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-heading" className="text-xl font-semibold text-slate-900">
          Course content
        </h2>
        <ButtonLink href={`/library/${productId}`}>Go to course</ButtonLink>
      </div>
      <CourseOutline sections={sections} lectures={lectures} headingId="content-heading" />
    </section>
  );
}
