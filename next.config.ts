import type { NextConfig } from "next";
import { securityHeaderRules } from "./config/security-headers";
import { imagesConfig } from "./config/images";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Read from disk at render time by lib/docs/developer-docs.server.ts.
  outputFileTracingIncludes: { "/admin/codeDocumentation": ["./docs/developer/*.md"] },
  images: imagesConfig(process.env),
  async headers() {
    return securityHeaderRules(process.env);
  },
};

export default nextConfig;
