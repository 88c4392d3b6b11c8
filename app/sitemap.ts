import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { listApprovedProducts } from "@/lib/db/products.server";
import { listUniversities } from "@/lib/db/universities.server";

// Built from the same cached reads as the pages, so it changes when they do.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, universities] = await Promise.all([listApprovedProducts(), listUniversities()]);
  const latest = products.reduce((newest, product) => (product.lastUpdated > newest ? product.lastUpdated : newest), "");
  const changed = latest ? new Date(latest) : undefined;
  return [
    { url: absoluteUrl("/"), lastModified: changed, changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/courses"), lastModified: changed, changeFrequency: "daily", priority: 0.9 },
    { url: absoluteUrl("/universities"), changeFrequency: "weekly", priority: 0.6 },
    ...universities.flatMap((university) => [
      { url: absoluteUrl(`/universities/${university.id}`), changeFrequency: "weekly" as const, priority: 0.6 },
      ...university.courses.map((course) => ({
        url: absoluteUrl(`/universities/${university.id}/courses/${course.id}`),
        changeFrequency: "weekly" as const,
        priority: 0.5,
      })),
    ]),
    ...products.map((product) => ({
      url: absoluteUrl(`/products/${product.id}`),
      lastModified: new Date(product.lastUpdated),
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
  ];
}
