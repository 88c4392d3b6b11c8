import { BUILD_ASSETS, contentSecurityPolicy, securityHeaderRules, securityHeaders } from "@/config/security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((entry) => entry.startsWith(`${name} `))?.split(" ").slice(1) ?? [];

describe("the Content-Security-Policy", () => {
  const production = contentSecurityPolicy({ NODE_ENV: "production", NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "shop.firebaseapp.com" });

  it("loads scripts only from us and Google's sign-in hosts, never eval in production", () => {
    expect(directive(production, "script-src")).toEqual(expect.arrayContaining(["'self'", "https://apis.google.com"]));
    expect(directive(production, "script-src")).not.toContain("'unsafe-eval'");
    expect(directive(production, "script-src").filter((source) => source.startsWith("http:"))).toEqual([]);
  });

  it("blocks plugins, base-tag hijacks, foreign form posts and framing by other sites", () => {
    expect(directive(production, "object-src")).toEqual(["'none'"]);
    expect(directive(production, "base-uri")).toEqual(["'self'"]);
    expect(directive(production, "form-action")).toEqual(["'self'"]);
    expect(directive(production, "frame-ancestors")).toEqual(["'self'"]);
  });

  it("lets an emulator build talk to exactly its local emulators, and a production build to none", () => {
    const emulator = contentSecurityPolicy({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true", NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: "127.0.0.1:9080" });
    expect(directive(emulator, "connect-src")).toContain("http://127.0.0.1:9080");
    expect(directive(production, "connect-src").some((source) => source.includes("127.0.0.1"))).toBe(false);
    expect(directive(production, "connect-src")).toContain("https://firestore.googleapis.com");
  });

  it("lets the browser reach App Check's token exchange only in a build with App Check on", () => {
    const exchange = "https://content-firebaseappcheck.googleapis.com";
    expect(directive(production, "connect-src")).not.toContain(exchange);
    expect(directive(contentSecurityPolicy({ NODE_ENV: "production", NEXT_PUBLIC_APP_CHECK_SITE_KEY: "site-key" }), "connect-src")).toContain(exchange);
    expect(directive(contentSecurityPolicy({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true", NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: "debug" }), "connect-src")).toContain(exchange);
  });

  it("sends HSTS only from a real production build", () => {
    const keys = (env: Record<string, string>) => securityHeaders(env).map((header) => header.key);
    expect(keys({ NODE_ENV: "production" })).toContain("Strict-Transport-Security");
    expect(keys({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true" })).not.toContain("Strict-Transport-Security");
  });

  it("covers every page and route, and spares only lecture media the CSP", () => {
    const [pages, media] = securityHeaderRules({ NODE_ENV: "production" });
    expect(pages!.headers.map((header) => header.key)).toContain("Content-Security-Policy");
    expect(media!.source).toBe("/api/media/:path*");
    expect(media!.headers.map((header) => header.key)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "X-Frame-Options"]));
    expect(media!.headers.map((header) => header.key)).not.toContain("Content-Security-Policy");
  });

  it("gives the build's scripts and stylesheets nosniff alone, and them only", () => {
    const rules = securityHeaderRules({ NODE_ENV: "production" });
    const assets = rules.filter((rule) => rule.source === BUILD_ASSETS);
    expect(assets.map((rule) => rule.headers)).toEqual([[{ key: "X-Content-Type-Options", value: "nosniff" }]]);
    // The page rule's pattern leaves build assets out, and nothing else that is served.
    const pagePattern = new RegExp(`^/${rules[0]!.source.match(/^\/:path\((.*)\)$/)![1]}$`);
    expect(pagePattern.test("/_next/static/chunks/app.js")).toBe(false);
    for (const path of ["/courses", "/_next/image", "/images/products/x.svg", "/api/checkout", "/site.webmanifest"]) expect(pagePattern.test(path), path).toBe(true);
  });

  it("isolates the window from other sites' windows where a user's own data is, not on the public catalogue", () => {
    const rules = securityHeaderRules({ NODE_ENV: "production" });
    const coopSources = rules.filter((rule) => rule.headers.some((header) => header.key === "Cross-Origin-Opener-Policy")).map((rule) => rule.source);
    expect(coopSources).toEqual(expect.arrayContaining(["/dashboard/:path*", "/admin/:path*", "/library/:path*", "/checkout/:path*"]));
    expect(coopSources).not.toContain("/:path((?!api/media/).*)");
  });
});
