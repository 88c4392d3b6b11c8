import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { VerifyEmailBannerSlot } from "@/components/account/verify-email-banner-slot";
import { AuthListener } from "@/components/auth/auth-listener";
import { CookieBanner } from "@/components/cookies/cookie-banner";
import { CookieBannerGate } from "@/components/cookies/cookie-banner-gate";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { StoreProvider } from "@/components/layout/store-provider";
import { ToasterHost } from "@/components/layout/toaster-host";
import { WidgetBoundary } from "@/components/layout/widget-boundary";
import { brand } from "@/config/brand";
import { siteUrl } from "@/config/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${brand.name}: ${brand.tagline}`, template: `%s · ${brand.name}` },
  description: brand.description,
  applicationName: brand.name,
  // SPEC §9: favicon and manifest links carry ?v=1 so browsers refetch them after a change.
  icons: { icon: [{ url: "/icon.svg?v=1", type: "image/svg+xml" }] },
  manifest: "/site.webmanifest?v=1",
};

export const viewport: Viewport = { themeColor: brand.themeColor };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The banner gate sets a data attribute on <html> before hydration; React must not mind.
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <CookieBannerGate />
        <StoreProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          <WidgetBoundary>
            <CookieBanner />
          </WidgetBoundary>
          <AuthListener />
          <SiteHeader />
          <WidgetBoundary>
            <VerifyEmailBannerSlot />
          </WidgetBoundary>
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <ToasterHost />
          <IntentPrefetch />
        </StoreProvider>
      </body>
    </html>
  );
}
