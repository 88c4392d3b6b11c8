import Link from "next/link";
import { AudienceCards } from "@/components/home/audience-cards";
import { brand } from "@/config/brand";

export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Sustainability courses, linked to the universities that teach them
        </h1>
        <p className="mt-6 text-lg leading-8 text-slate-700">{brand.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/register" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Create a free account
          </Link>
          <Link
            href="/info/company/mission"
            className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Our mission
          </Link>
        </div>
      </section>
      <section aria-labelledby="catalogue-heading" className="mt-16">
        <h2 id="catalogue-heading" className="text-2xl font-bold text-slate-900">
          Course catalogue
        </h2>
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The catalogue, with search and filters by university, degree, course, type and price, is being built
          (issue #5). It is not available yet.
        </p>
      </section>
      <section className="mt-16">
        <AudienceCards />
      </section>
    </div>
  );
}
