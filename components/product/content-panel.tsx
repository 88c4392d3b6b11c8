import { ButtonLink } from "@/components/ui/button";
import type { Lecture, ProductSection } from "@/lib/types/product";
import { formatDuration } from "@/lib/utils/duration";

/** The outline by section, with durations: shown to enrolled users only (the Content tab). */
export function ContentPanel({ productId, sections, lectures }: { productId: string; sections: ProductSection[]; lectures: Lecture[] }) {
  return (
    <section aria-labelledby="content-heading" className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-heading" className="text-xl font-semibold text-slate-900">
          Course content
        </h2>
        <ButtonLink href={`/library/${productId}`}>Go to course</ButtonLink>
      </div>
      <ol className="mt-4 space-y-4">
        {sections.map((section) => {
          const items = lectures.filter((lecture) => lecture.sectionId === section.id);
          const minutes = items.reduce((sum, lecture) => sum + lecture.duration, 0);
          return (
            <li key={section.id} className="rounded-lg border border-slate-200">
              <h3 className="flex justify-between gap-3 bg-slate-50 px-4 py-2 font-semibold text-slate-900">
                <span>{section.title}</span>
                <span className="text-sm font-normal text-slate-600">
                  {items.length} {items.length === 1 ? "lecture" : "lectures"} · {formatDuration(minutes)}
                </span>
              </h3>
              <ol className="divide-y divide-slate-100">
                {items.map((lecture) => (
                  <li key={lecture.id} className="flex justify-between gap-3 px-4 py-2 text-slate-700">
                    <span>{lecture.title}</span>
                    <span className="shrink-0 text-sm text-slate-600">{formatDuration(lecture.duration)}</span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
