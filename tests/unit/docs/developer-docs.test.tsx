import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { DeveloperDocs } from "@/components/admin/docs/developer-docs";
import { listDeveloperDocs } from "@/lib/docs/developer-docs.server";

// The admin's code documentation page: docs/developer/*.md in reading order, a table of contents
// whose links reach the rendered headings, and the Markdown rendered by react-markdown.
async function page(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "developer-docs-"));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
    return render(<DeveloperDocs docs={await listDeveloperDocs(dir)} />);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DATA_MODEL = [
  "# Data model",
  "",
  "## The `users` collection",
  "",
  "| field | type |",
  "| --- | --- |",
  "| `state` | `a` \\| `b` |",
  "",
  "## Fields",
  "",
  "## Fields",
  "",
  "```sh",
  "npm run **dev**",
  "# not a heading",
  "```",
  "",
  "See [routes](routes.md), [the site](https://example.com) and [bad](javascript:alert(1)).",
  "",
  '<script>alert(1)</script> <img src=x onerror="alert(1)">',
].join("\n");

describe("the developer documentation page", () => {
  it("lists the documents in reading order, each section linked to its heading below", async () => {
    const { container } = await page({ "zebra.md": "# Zebra", "routes.md": "# Routes", "data-model.md": DATA_MODEL });
    const contents = screen.getByRole("navigation", { name: "Table of contents" });
    expect(within(contents).getAllByRole("link").map((link) => link.textContent)).toEqual(["Data model", "The users collection", "Fields", "Fields", "Routes", "Zebra"]);
    for (const link of within(contents).getAllByRole("link")) {
      const target = container.querySelector(`[id="${link.getAttribute("href")?.slice(1)}"]`);
      expect(target?.textContent, link.textContent ?? "").toBe(link.textContent);
    }
    // Below the page's own h1; repeated headings keep unique anchors.
    expect(screen.getByRole("heading", { level: 2, name: "Data model" })).toHaveAttribute("id", "data-model--data-model");
    expect(screen.getByRole("heading", { level: 3, name: "The users collection" })).toHaveAttribute("id", "data-model--the-users-collection");
    expect(screen.getAllByRole("heading", { level: 3, name: "Fields" }).map((heading) => heading.id)).toEqual(["data-model--fields", "data-model--fields-1"]);
  });

  it("renders tables in a scroll region named by their section, and code verbatim in a block a keyboard can scroll", async () => {
    const { container } = await page({ "data-model.md": DATA_MODEL });
    const region = screen.getByRole("region", { name: "The users collection" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["field", "type"]);
    expect(within(region).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["state", "a | b"]);
    const code = container.querySelector("pre");
    expect(code).toHaveAttribute("tabindex", "0");
    expect(code?.textContent).toBe("npm run **dev**\n# not a heading\n");
    expect(code?.querySelector("code")).toHaveClass("language-sh");
  });

  it("links web and relative targets, and shows raw HTML and script links as text", async () => {
    const { container } = await page({ "data-model.md": DATA_MODEL });
    expect(screen.getByRole("link", { name: "routes" })).toHaveAttribute("href", "routes.md");
    expect(screen.getByRole("link", { name: "the site" })).toHaveAttribute("rel", "noreferrer");
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });

  it("links every section of the repository's own documents to a heading of the page", async () => {
    const docs = await listDeveloperDocs();
    const html = renderToStaticMarkup(<DeveloperDocs docs={docs} />);
    const anchors = docs.flatMap((doc) => [doc.id, ...doc.sections.map((section) => section.id)]);
    expect(anchors.length).toBeGreaterThan(10);
    for (const id of anchors) expect(html, id).toMatch(new RegExp(`<h[23] id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
    // All four documents (about 170 kB of Markdown) rendered at once: seconds on a busy machine.
  }, 20_000);
});
