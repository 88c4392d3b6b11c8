import { describe, expect, it } from "vitest";
import { scriptDownloads } from "../../../scripts/bench/lantern-lcp.mjs";

const request = (url: string, resourceType: string, transferSize: number) => ({ type: "network", request: { url, resourceType, transferSize } });

describe("the script downloads a simulated LCP waited for", () => {
  it("counts scripts by the bytes they transferred, not the stylesheet, the image or main-thread work", () => {
    const scripts = scriptDownloads([
      request("/page", "Document", 13_712),
      request("/app.css", "Stylesheet", 9_100),
      request("/poster.svg", "Image", 2_095),
      request("/react-dom.js", "Script", 73_400),
      request("/layout.js", "Script", 12_700),
      { type: "cpu" },
    ]);
    expect(Object.fromEntries(scripts)).toEqual({ "/react-dom.js": 73_400, "/layout.js": 12_700 });
  });
});
