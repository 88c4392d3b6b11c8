import type { Metadata } from "next";
import { CatalogueView, catalogueDescription } from "@/components/catalogue/catalogue-view";
import { isDefaultQuery } from "@/lib/catalogue/query";
import { queryFromKey } from "@/lib/catalogue/route-key";

// One catalogue search, as proxy.ts rewrites /courses?… here: rendered on its first visit and
// served from Next's cache until an approval expires the catalogue's tag or 5 minutes pass.
export const revalidate = 300;

type ResultsPageProps = { params: Promise<{ key: string }> };

export function generateStaticParams(): { key: string }[] {
  return [];
}

export async function generateMetadata({ params }: ResultsPageProps): Promise<Metadata> {
  const query = queryFromKey((await params).key);
  return {
    title: query.q ? `Courses matching “${query.q}”` : "Courses",
    description: catalogueDescription,
    alternates: { canonical: "/courses" },
    // Filtered, sorted and later pages repeat the catalogue: only the plain one is indexed.
    robots: isDefaultQuery(query) ? undefined : { index: false, follow: true },
  };
}

export default async function CatalogueResultsPage({ params }: ResultsPageProps) {
  return <CatalogueView query={queryFromKey((await params).key)} />;
}
