import type { NextConfig } from "next";
import { securityHeaderRules } from "./config/security-headers";
import { IMAGE_WIDTHS } from "./lib/utils/images";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Read from disk at render time by lib/docs/developer-docs.server.ts.
  outputFileTracingIncludes: { "/admin/codeDocumentation": ["./docs/developer/*.md"] },
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
  },
  async headers() {
    return securityHeaderRules(process.env);
  },
};

export default nextConfig;
