import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { infoPages } from "@/config/info-pages";

// Every information page is titled (heading and document title) by its entry in
// config/info-pages.ts, the list the footer and the menus link from: a link and its page agree.
const pageModules = import.meta.glob<{ default: () => React.JSX.Element; metadata: { title: string; description: string } }>(["/app/info/**/page.tsx", "/app/support/help/page.tsx"]);

describe("information pages", () => {
  it.each(infoPages.map((page) => [page.path, page] as const))("%s is titled as its link", async (path, page) => {
    const load = pageModules[`/app${path}/page.tsx`];
    expect(load, `no page at app${path}`).toBeDefined();
    const loaded = await load!();
    expect(loaded.metadata).toEqual({ title: page.title, description: page.description });
    const html = renderToStaticMarkup(loaded.default());
    expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toBe(page.title);
  });
});
