import type { Lecture, ProductSection } from "@/lib/types/product";
import { formatDuration } from "@/lib/utils/duration";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Sections with their lectures' titles and lengths, preview lectures marked. Buyers decide on the
 * syllabus (issue 36), so it is on every product page: plain HTML, each section a <details> that
 * opens without JavaScript, the first one open.
 */
export function CourseOutline({ sections, lectures, headingId }: { sections: ProductSection[]; lectures: Lecture[]; headingId: string }) {
  const total = lectures.reduce((sum, lecture) => sum + lecture.duration, 0);
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {count(sections.length, "section", "sections")} · {count(lectures.length, "lecture", "lectures")} · {formatDuration(total)} in total
      </p>
      <div aria-labelledby={headingId} role="group" className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sections.map((section, index) => {
          const items = lectures.filter((lecture) => lecture.sectionId === section.id);
          const minutes = items.reduce((sum, lecture) => sum + lecture.duration, 0);
          return (
            <details key={section.id} open={index === 0} className="group">
              <summary className="flex cursor-pointer flex-wrap justify-between gap-x-3 bg-slate-50 px-4 py-2 font-semibold text-slate-900">
                <span className="min-w-0 break-words">{section.title}</span>
                <span className="text-sm font-normal text-slate-600">
                  {count(items.length, "lecture", "lectures")} · {formatDuration(minutes)}
                </span>
              </summary>
              <ol className="divide-y divide-slate-100">
                {items.map((lecture) => (
                  <li key={lecture.id} className="flex justify-between gap-3 px-4 py-2 text-slate-700">
                    <span className="min-w-0 break-words">
                      {lecture.title}
                      {lecture.preview ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Preview</span> : null}
                    </span>
                    <span className="shrink-0 text-sm text-slate-600">{formatDuration(lecture.duration)}</span>
                  </li>
                ))}
              </ol>
            </details>
          );
        })}
      </div>
    </>
  );
}
