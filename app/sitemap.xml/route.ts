import { absoluteUrl } from "@/config/site";
import { SITEMAP_PART_COUNT } from "@/lib/catalogue/sitemap-parts";

/**
 * The sitemap index: the public pages' sitemap and the product sitemap's parts. It reads
 * nothing, so its cost is the same at any catalogue size; each part reads only its products.
 */
export function GET() {
  const parts = ["/sitemaps/pages/sitemap.xml", ...Array.from({ length: SITEMAP_PART_COUNT }, (_, index) => `/sitemaps/products/sitemap/${index}.xml`)];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((path) => `<sitemap><loc>${absoluteUrl(path)}</loc></sitemap>`),
    "</sitemapindex>",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
