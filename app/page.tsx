import { Link } from "@/components/ui/link";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { SearchBox } from "@/components/catalogue/search-box";
import { AudienceCards } from "@/components/home/audience-cards";
import { UniversityShowcase } from "@/components/home/university-showcase";
import { brand } from "@/config/brand";
import { listTopProducts } from "@/lib/catalogue/lists.server";
import { listUniversitySummaries } from "@/lib/db/universities.server";

const SHOWCASE_SIZE = 6;

// Rendered from cached reads of six products per showcase, so the page is static and revalidates with them.
export default async function HomePage() {
  const [featured, newest, universities] = await Promise.all([
    listTopProducts("rating", SHOWCASE_SIZE),
    listTopProducts("newest", SHOWCASE_SIZE),
    listUniversitySummaries(),
  ]);
  const showcases = [
    { id: "featured", title: "Featured courses", items: featured, more: "/courses", moreLabel: "See all courses" },
    { id: "newest", title: "New courses", items: newest, more: "/courses?sort=newest", moreLabel: "See all new courses" },
  ];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Sustainability courses, linked to the universities that teach them
        </h1>
        <p className="mt-6 text-lg leading-8 text-slate-700">{brand.description}</p>
        <div className="mt-8">
          <SearchBox id="home-search" />
        </div>
        <p className="mt-4 text-slate-700">
          Or{" "}
          <Link href="/courses" className="text-link">
            browse all courses
          </Link>{" "}
          and{" "}
          <Link href="/register" className="text-link">
            create a free account
          </Link>
          .
        </p>
      </section>
      {showcases.map((showcase) => (
        <section key={showcase.id} aria-labelledby={`${showcase.id}-heading`} className="mt-16">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id={`${showcase.id}-heading`} className="text-2xl font-bold text-slate-900">
              {showcase.title}
            </h2>
            <Link href={showcase.more} className="text-link">
              {showcase.moreLabel}
            </Link>
          </div>
          <div className="mt-6">
            {showcase.items.length ? (
              <ProductGrid products={showcase.items} universities={universities} label={showcase.title} />
            ) : (
              <p className="text-slate-700">No courses have been published yet.</p>
            )}
          </div>
        </section>
      ))}
      <UniversityShowcase universities={universities} />
      <section className="mt-16">
        <AudienceCards />
      </section>
    </div>
  );
}
