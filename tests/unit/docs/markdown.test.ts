import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/components/docs/markdown";
import { isSafeHref, markdownHeadings } from "@/lib/docs/markdown-parse";

const html = (source: string, options?: Parameters<typeof renderMarkdown>[1]) => renderToStaticMarkup(renderMarkdown(source, options));

describe("renderMarkdown", () => {
  it("renders headings with anchor ids, shifted below the page's h1", () => {
    expect(html("# Data model\n\n## The `users` collection", { idPrefix: "dm--", headingOffset: 1 })).toBe(
      '<h2 id="dm--data-model">Data model</h2><h3 id="dm--the-users-collection">The <code>users</code> collection</h3>',
    );
  });

  it("numbers repeated headings so every anchor is unique", () => {
    expect(markdownHeadings("## Fields\n\n## Fields").map((heading) => heading.id)).toEqual(["fields", "fields-2"]);
  });

  it("joins paragraph lines and separates paragraphs on blank lines", () => {
    expect(html("one\ntwo\n\nthree")).toBe("<p>one two</p><p>three</p>");
  });

  it("renders unordered and ordered lists, with indented continuation lines", () => {
    expect(html("- a\n  more\n- b")).toBe("<ul><li>a more</li><li>b</li></ul>");
    expect(html("1. first\n2. second")).toBe("<ol><li>first</li><li>second</li></ol>");
  });

  it("keeps fenced code verbatim, without inline formatting, in a block a keyboard can scroll", () => {
    expect(html("```sh\nnpm run **dev**\n# not a heading\n```")).toBe(
      '<pre tabindex="0"><code class="language-sh">npm run **dev**\n# not a heading</code></pre>',
    );
  });

  it("renders inline code, bold, italic and links", () => {
    expect(html("`x` **b** *i* _u_ [site](https://example.com) [up](../a.md) [here](#fields)")).toBe(
      '<p><code>x</code> <strong>b</strong> <em>i</em> <em>u</em> <a href="https://example.com" rel="noreferrer">site</a> ' +
        '<a href="../a.md">up</a> <a href="#fields">here</a></p>',
    );
  });

  it("leaves snake_case words alone", () => {
    expect(html("product_approval and user_id")).toBe("<p>product_approval and user_id</p>");
  });

  it("renders pipe tables with escaped pipes inside cells", () => {
    expect(html("| field | type |\n| --- | --- |\n| `state` | `a` \\| `b` |")).toBe(
      '<div role="region" tabindex="0" class="table-scroll" aria-label="Table"><table><thead><tr><th scope="col">field</th><th scope="col">type</th></tr></thead>' +
        "<tbody><tr><td><code>state</code></td><td><code>a</code> | <code>b</code></td></tr></tbody></table></div>",
    );
  });

  it("puts a table in a focusable region named by its section's heading, so keyboards can scroll it", () => {
    const out = html("# Fields\n\n| a | b |\n| --- | --- |\n| 1 | 2 |", { idPrefix: "doc-" });
    expect(out).toContain('<h1 id="doc-fields">Fields</h1>');
    expect(out).toContain('<div role="region" tabindex="0" class="table-scroll" aria-labelledby="doc-fields"><table>');
  });

  it("escapes HTML everywhere: text, code, headings and table cells", () => {
    const out = html('# <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n`<b>`\n\n| <i> |\n| --- |\n| "&" |');
    expect(out).not.toMatch(/<script|<img|<b>|<i>/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(out).toContain("&quot;&amp;&quot;");
  });

  it("renders javascript:, data: and protocol-relative links as plain text", () => {
    const out = html("[a](javascript:alert(1)) [b](JavaScript:alert) [c](data:text/html,x) [d](//evil.test) [e](java\tscript:x)");
    expect(out).not.toContain("<a");
    expect(out).not.toMatch(/href/);
    expect(out).toContain("a");
  });
});

describe("isSafeHref", () => {
  it("allows web, relative and anchor links only", () => {
    for (const href of ["https://a.test/x", "http://a.test", "/admin", "./x.md", "../y.md", "routes.md", "#top", "?q=1"]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of ["javascript:alert(1)", "vbscript:x", "data:text/html,x", "mailto:a@b.c", "//evil.test", "https:evil", " javascript:x"]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
