import { Link } from "@/components/ui/link";
import type { UniversitySummary } from "@/lib/types/university";

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

export function UniversityList({ universities }: { universities: UniversitySummary[] }) {
  if (!universities.length) return <p className="text-slate-700">No universities have been added yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {universities.map((university) => (
        <li key={university.id} className="university-card">
          <Link href={`/universities/${university.id}`} className="university-card-link">
            {university.name}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{[university.city, university.country].filter(Boolean).join(", ")}</p>
          <p className="mt-2 text-sm text-slate-700">
            {count(university.degreeCount, "degree", "degrees")} · {count(university.courseCount, "university course", "university courses")}
          </p>
        </li>
      ))}
    </ul>
  );
}
