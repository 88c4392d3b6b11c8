import type { NextConfig } from "next";
import { securityHeaderRules } from "./config/security-headers";
import { imagesConfig } from "./config/images";

// Several instances (App Hosting, Cloud Run) share one cache in Redis when REDIS_URL is set;
// without it, Next's per-instance file cache stays, with catalogue searches kept apart in memory.
// Both keep at most SEARCH_VARIANT_LIMIT searches (config/search-cache.mjs, decision 0208).
// `next start` reads this file when it starts, so one build serves both; a standalone build (App
// Hosting) keeps the choice made at build time.
// https://nextjs.org/docs/app/guides/self-hosting#configuring-caching
function sharedCache(env: NodeJS.ProcessEnv): Pick<NextConfig, "cacheHandler" | "cacheMaxMemorySize"> {
  if (!env.REDIS_URL) return { cacheHandler: require.resolve("./lib/cache/local-cache-handler.mjs") };
  // No per-instance memory layer on top, or an instance would keep serving what another expired.
  return { cacheHandler: require.resolve("./lib/cache/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 };
}

// `npm test` builds once in a fresh checkout and type-checks the whole project, with the route
// types this build generates, in its next step (scripts/test.mjs, decision 0153): the build's own
// type check would be the same work done twice, and its compile cache is never read again.
const buildForTestRun = process.env.NPM_TEST_TYPECHECK === "after-build";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: buildForTestRun },
  experimental: { turbopackFileSystemCacheForBuild: !buildForTestRun },
  poweredByHeader: false,
  // Files read from disk at run time: the developer docs (lib/docs/developer-docs.server.ts) and
  // the PDFs' fonts (lib/payments/pdf-fonts.server.ts).
  outputFileTracingIncludes: {
    "/admin/codeDocumentation": ["./docs/developer/*.md"],
    "/api/orders/[id]/invoice": ["./assets/fonts/*.ttf"],
    "/api/orders/[id]/credit-note": ["./assets/fonts/*.ttf"],
    // Buyers' stamped PDFs are made when the URL is asked for (lib/media/stamped-copy.server.ts).
    "/api/media-url": ["./assets/fonts/*.ttf"],
  },
  images: imagesConfig(process.env),
  // Next routes no folder whose name starts with a dot, so the well-known documents of our
  // credentials' public key live under app/api/well-known.
  async rewrites() {
    return [
      { source: "/.well-known/jwks.json", destination: "/api/well-known/jwks" },
      { source: "/.well-known/did.json", destination: "/api/well-known/did" },
    ];
  },
  async headers() {
    return securityHeaderRules(process.env);
  },
  ...sharedCache(process.env),
};

export default nextConfig;
