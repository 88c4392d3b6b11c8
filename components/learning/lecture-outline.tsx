import type { OutlineSection } from "@/lib/learning/progress";

type LectureOutlineProps = {
  outline: OutlineSection[];
  currentId: string;
  completed: string[];
  onSelect: (lectureId: string) => void;
};

/** The course's sections and lectures, in order, with a checkmark on each finished lecture. */
export function LectureOutline({ outline, currentId, completed, onSelect }: LectureOutlineProps) {
  const done = new Set(completed);
  return (
    <nav aria-labelledby="course-content-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="course-content-heading" className="text-lg font-semibold text-slate-900">
        Course content
      </h2>
      {outline.map((section, index) => (
        <div key={section.id} className="mt-4">
          <h3 className="text-sm font-semibold text-slate-700">
            Section {index + 1}: {section.title}
          </h3>
          <ol className="mt-2 space-y-1">
            {section.lectures.map((lecture) => {
              const current = lecture.id === currentId;
              const finished = done.has(lecture.id);
              return (
                <li key={lecture.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(lecture.id)}
                    aria-current={current ? "true" : undefined}
                    className="flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm text-slate-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=true]:bg-white aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border text-[10px] ${finished ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
                    >
                      {finished ? "✓" : ""}
                    </span>
                    <span className="flex-1">
                      {lecture.title}
                      {finished ? <span className="sr-only"> (completed)</span> : null}
                    </span>
                    <span className="shrink-0 text-xs text-slate-600">{lecture.duration} min</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}
