import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CatalogueView, catalogueDescription } from "@/components/catalogue/catalogue-view";
import { isDefaultQuery } from "@/lib/catalogue/query";
import { queryFromKey } from "@/lib/catalogue/route-key";

// One catalogue search, as proxy.ts rewrites /courses?… here: rendered on its first visit and
// served from Next's cache until an approval expires the catalogue's tag or 5 minutes pass.
// proxy.ts answers 404 for a key that is not canonical before this page renders, so it is never
// cached; the check below stands in only where the proxy did not run. How many searches the cache
// keeps is bounded (config/search-cache.mjs).
export const revalidate = 300;

type ResultsPageProps = { params: Promise<{ key: string }> };

export function generateStaticParams(): { key: string }[] {
  return [];
}

async function searchOf(params: ResultsPageProps["params"]) {
  return queryFromKey((await params).key) ?? notFound();
}

export async function generateMetadata({ params }: ResultsPageProps): Promise<Metadata> {
  const query = await searchOf(params);
  return {
    title: query.q ? `Courses matching “${query.q}”` : "Courses",
    description: catalogueDescription,
    alternates: { canonical: "/courses" },
    // Filtered, sorted and later pages repeat the catalogue: only the plain one is indexed.
    robots: isDefaultQuery(query) ? undefined : { index: false, follow: true },
  };
}

export default async function CatalogueResultsPage({ params }: ResultsPageProps) {
  return <CatalogueView query={await searchOf(params)} />;
}
