import { Link } from "@/components/ui/link";
import { UniversityList } from "@/components/catalogue/university-list";
import type { UniversitySummary } from "@/lib/types/university";

/** Three rows of two: the rest are one click away on /universities. */
export const HOME_UNIVERSITIES = 6;

export function UniversityShowcase({ universities }: { universities: UniversitySummary[] }) {
  return (
    <section aria-labelledby="universities-heading" className="mt-16">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="universities-heading" className="text-2xl font-bold text-slate-900">
          Browse by university
        </h2>
        {universities.length > HOME_UNIVERSITIES ? (
          <Link href="/universities" className="text-link">
            {`See all ${universities.length} universities`}
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        <UniversityList universities={universities.slice(0, HOME_UNIVERSITIES)} />
      </div>
    </section>
  );
}
