import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";

/**
 * Private, per-user and API routes have nothing to index; everything else is public. /cart is
 * public: its HTML is the same shell for everyone (the items live in the browser).
 */
const disallowedPaths = ["/dashboard", "/admin", "/library", "/api", "/login/email-link", "/auth"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
