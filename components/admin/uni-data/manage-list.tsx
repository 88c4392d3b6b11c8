import type { University } from "@/lib/types/university";
import { UniversityEntry } from "./university-entry";

/**
 * Every university by name, each with Edit and Delete; its degrees, courses and sections are
 * fetched when the admin opens it (UniversityEntry), so the page never reads every tree.
 */
export function ManageList({ universities }: { universities: University[] }) {
  if (universities.length === 0) return <p className="mt-4 text-slate-700">No universities yet: add one above.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {universities.map((university) => (
        <UniversityEntry key={university.id} university={university} />
      ))}
    </ul>
  );
}
