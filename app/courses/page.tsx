import type { Metadata } from "next";
import { CatalogueView, catalogueDescription } from "@/components/catalogue/catalogue-view";
import { parseCatalogueQuery } from "@/lib/catalogue/query";

// The plain catalogue, served from Next's cache and rendered again when an approval expires the
// catalogue's tag. Searches, filters, sorts and later pages are rewritten by proxy.ts to
// /courses/results/<key>, cached the same way per search.
export const revalidate = 300;

export const metadata: Metadata = {
  title: "Courses",
  description: catalogueDescription,
  alternates: { canonical: "/courses" },
};

export default function CoursesPage() {
  return <CatalogueView query={parseCatalogueQuery({})} />;
}
