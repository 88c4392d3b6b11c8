import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/**
 * What Performance and Payouts show someone with no course of their own, instead of tables of
 * €0.00 (docs/decisions/0172-learner-empty-creator-pages.md): what the page will hold, and the
 * way to the first course.
 */
export function NoCoursesYet({ children }: { children: string }) {
  return (
    <section aria-labelledby="no-courses-heading" className="space-y-3 rounded-lg border border-slate-200 p-6">
      <h2 id="no-courses-heading" className="text-lg font-semibold text-slate-900">
        You haven&apos;t published a course yet
      </h2>
      <p className="text-slate-700">{children}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/dashboard/products/new" className={buttonClass({ className: "inline-block" })}>
          Create your first course
        </Link>
        <Link href="/dashboard/guides/general" className="text-link hover:text-brand-800">
          Read the guides for creators
        </Link>
      </div>
    </section>
  );
}
