import { judgeOrigin } from "@/lib/security/same-origin";

const host = "shop.example";

describe("the API's same-origin check", () => {
  it.each([
    ["another site", "https://evil.example"],
    ["a look-alike subdomain", "https://shop.example.evil.example"],
    ["the same host on another port", "https://shop.example:8443"],
    ["an opaque origin (sandboxed frame, data: URL)", "null"],
    ["an unreadable origin", "not a url"],
  ])("refuses a POST from %s", (_name, origin) => {
    expect(judgeOrigin({ method: "POST", origin, host })).toMatchObject({ allowed: false });
  });

  it.each(["PATCH", "PUT", "DELETE"])("refuses a cross-site %s too", (method) => {
    expect(judgeOrigin({ method, origin: "https://evil.example", host }).allowed).toBe(false);
  });

  it("lets our own pages write, whatever the scheme a proxy in front terminates", () => {
    expect(judgeOrigin({ method: "POST", origin: "https://shop.example", host }).allowed).toBe(true);
    expect(judgeOrigin({ method: "POST", origin: "http://SHOP.example", host }).allowed).toBe(true);
  });

  it("leaves reads and requests without an Origin (webhooks, server calls) to the route's own checks", () => {
    expect(judgeOrigin({ method: "GET", origin: "https://evil.example", host }).allowed).toBe(true);
    expect(judgeOrigin({ method: "POST", origin: null, host }).allowed).toBe(true);
  });
});
