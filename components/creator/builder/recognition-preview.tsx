import { recognitionRows } from "@/lib/recognition/summary";
import type { CourseFields } from "@/lib/creator/builder-model";

/**
 * The summary the recognition pack's PDF prints, from the fields as typed (not as saved). The
 * degree and course are named in the pack; here the builder's pickers above already show them.
 */
export function RecognitionPreview({ fields, universityName }: { fields: CourseFields; universityName: string }) {
  const rows = recognitionRows(fields, { university: universityName, degree: "", course: "" }).filter((row) => row.label !== "Degree" && row.label !== "University course");
  return (
    <section aria-labelledby="recognition-preview-title" className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 id="recognition-preview-title" className="font-semibold text-slate-900">
        Recognition pack preview
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="whitespace-pre-line text-slate-900 wrap-anywhere">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-medium text-slate-900">Learning outcomes</p>
      {fields.learningOutcomes.some((outcome) => outcome.trim()) ? (
        <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-slate-900">
          {fields.learningOutcomes.filter((outcome) => outcome.trim()).map((outcome, index) => (
            <li key={index}>{outcome}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None yet: add them under About the course.</p>
      )}
    </section>
  );
}
