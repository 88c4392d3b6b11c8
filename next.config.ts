import type { NextConfig } from "next";
import { IMAGE_WIDTHS } from "./lib/utils/images";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
  },
};

export default nextConfig;
