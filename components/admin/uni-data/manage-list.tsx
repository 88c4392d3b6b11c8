import type { UniversityTree } from "@/lib/types/university";
import { ItemActions } from "./item-actions";

const courseLabel = (course: { code: string; name: string }) => (course.code ? `${course.code} ${course.name}` : course.name);

/** Every university with its degrees, courses and their sections, each with Edit and Delete. */
export function ManageList({ universities }: { universities: UniversityTree[] }) {
  if (universities.length === 0) return <p className="mt-4 text-slate-700">No universities yet: add one above.</p>;
  return (
    <ul className="mt-4 space-y-6">
      {universities.map((university) => {
        const universityId = university.id;
        return (
          <li key={universityId} className="rounded-lg border border-slate-200 p-4">
            <h3 className="text-lg font-semibold text-slate-900">{university.name}</h3>
            <p className="text-sm text-slate-600">
              {university.shortName} · {university.city}, {university.country}
            </p>
            <ItemActions
              target={{ kind: "university", universityId, id: universityId }}
              label={university.name}
              values={{ name: university.name, shortName: university.shortName, country: university.country, city: university.city, website: university.website }}
            />
            <h4 className="mt-4 font-medium text-slate-900">Degrees</h4>
            {university.degrees.length ? null : <p className="text-sm text-slate-600">No degrees.</p>}
            <ul className="mt-2 space-y-3">
              {university.degrees.map((degree) => (
                <li key={degree.id}>
                  <span className="text-slate-900">{degree.level ? `${degree.name} (${degree.level})` : degree.name}</span>
                  <ItemActions target={{ kind: "degree", universityId, id: degree.id }} label={degree.name} values={{ name: degree.name, level: degree.level }} />
                </li>
              ))}
            </ul>
            <h4 className="mt-4 font-medium text-slate-900">Courses and their sections</h4>
            {university.courses.length ? null : <p className="text-sm text-slate-600">No courses.</p>}
            <ul className="mt-2 space-y-4">
              {university.courses.map((course) => (
                <li key={course.id}>
                  <span className="text-slate-900">{courseLabel(course)}</span>
                  <ItemActions target={{ kind: "course", universityId, id: course.id }} label={courseLabel(course)} values={{ name: course.name, code: course.code }} />
                  <ul className="mt-2 space-y-2 border-l border-slate-200 pl-4">
                    {university.sections
                      .filter((section) => section.courseId === course.id)
                      .map((section) => (
                        <li key={section.id}>
                          <span className="text-slate-800">{section.name}</span>
                          <ItemActions target={{ kind: "section", universityId, id: section.id }} label={section.name} values={{ name: section.name }} />
                        </li>
                      ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
