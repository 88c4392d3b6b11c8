"use client";

import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useUniversityTree } from "@/components/universities/use-university-tree";
import type { UniversityTree } from "@/lib/types/university";
import { ItemActions } from "./item-actions";

const courseLabel = (course: { code: string; name: string }) => (course.code ? `${course.code} ${course.name}` : course.name);

/**
 * One university's degrees, courses and their sections, each with Edit and Delete, fetched when
 * its entry is opened. After an edit or delete the tree is fetched again (the route's cache was
 * expired by the change); the old one stays on screen until the new one arrives.
 */
export function UniversityItems({ universityId }: { universityId: string }) {
  const [version, setVersion] = useState(0);
  const load = useUniversityTree(universityId, version);
  const tree = load.status === "ready" ? load.tree : load.status === "loading" ? load.previous : undefined;
  const reload = () => setVersion((current) => current + 1);
  return (
    <div className="mt-4" aria-busy={load.status === "loading"}>
      <p role="status" className={load.status === "loading" && !tree ? "text-sm text-slate-600" : "sr-only"}>
        {load.status === "loading" ? "Loading degrees, courses and sections…" : ""}
      </p>
      {load.status === "failed" ? <LoadError message="This university's degrees, courses and sections could not be loaded." cause={load.error} onRetry={load.retry} /> : null}
      {tree ? <TreeItems tree={tree} onDone={reload} /> : null}
    </div>
  );
}

function TreeItems({ tree, onDone }: { tree: UniversityTree; onDone: () => void }) {
  const universityId = tree.id;
  return (
    <>
      <h4 className="font-medium text-slate-900">Degrees</h4>
      {tree.degrees.length ? null : <p className="text-sm text-slate-600">No degrees.</p>}
      <ul className="mt-2 space-y-3">
        {tree.degrees.map((degree) => (
          <li key={degree.id}>
            <span className="text-slate-900">{degree.level ? `${degree.name} (${degree.level})` : degree.name}</span>
            <ItemActions target={{ kind: "degree", universityId, id: degree.id }} label={degree.name} values={{ name: degree.name, level: degree.level }} onDone={onDone} />
          </li>
        ))}
      </ul>
      <h4 className="mt-4 font-medium text-slate-900">Courses and their sections</h4>
      {tree.courses.length ? null : <p className="text-sm text-slate-600">No courses.</p>}
      <ul className="mt-2 space-y-4">
        {tree.courses.map((course) => (
          <li key={course.id}>
            <span className="text-slate-900">{courseLabel(course)}</span>
            <ItemActions target={{ kind: "course", universityId, id: course.id }} label={courseLabel(course)} values={{ name: course.name, code: course.code }} onDone={onDone} />
            <ul className="mt-2 space-y-2 border-l border-slate-200 pl-4">
              {tree.sections
                .filter((section) => section.courseId === course.id)
                .map((section) => (
                  <li key={section.id}>
                    <span className="text-slate-800">{section.name}</span>
                    <ItemActions target={{ kind: "section", universityId, id: section.id }} label={section.name} values={{ name: section.name }} onDone={onDone} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
