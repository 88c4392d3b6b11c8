/**
 * The site's public origin, for metadata, the sitemap and robots.txt. NEXT_PUBLIC_ values are
 * inlined at build time, so set it in the build's environment (.env.example).
 */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** `path` ("/courses") as an absolute URL on this site. */
export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
