import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { SITEMAP_PART_COUNT, sitemapPartRange } from "@/lib/catalogue/sitemap-parts";
import { listSitemapEntries } from "@/lib/catalogue/sitemap-entries.server";

export const dynamic = "force-dynamic";

export function generateSitemaps() {
  return Array.from({ length: SITEMAP_PART_COUNT }, (_, id) => ({ id }));
}

/** One part of the product sitemap (lib/catalogue/sitemap-parts.ts), read a batch at a time. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const range = sitemapPartRange(Number(await id));
  if (!range) return [];
  const entries = await listSitemapEntries(range.from, range.to);
  return entries.map((entry) => ({
    url: absoluteUrl(`/products/${entry.id}`),
    lastModified: new Date(entry.lastUpdated),
    changeFrequency: "weekly" as const,
    priority: 0.8,
  }));
}
