import { readFileSync } from "node:fs";
import path from "node:path";
import { errorFromAnswer, HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { RateLimitError } from "@/lib/security/rate-limit.server";
import { filesUnder } from "../files-under";

const request = () => new Request("http://shop.test/api/thing", { method: "POST" });

describe("the route wrapper", () => {
  it("answers a refusal with its status and { error, code } plus its details, never cached", async () => {
    const handler = route("The thing could not be saved. Please try again.", async () => {
      throw new HttpError(422, "thing/incomplete", "Two things need your attention.", { problems: [{ field: "title", message: "Add a title." }] });
    });
    const response = await handler(request());
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "Two things need your attention.", code: "thing/incomplete", problems: [{ field: "title", message: "Add a title." }] });
  });

  it("answers a rate limit with 429, Retry-After and when to try again", async () => {
    const handler = route("Failed.", async () => {
      throw new RateLimitError(1500);
    });
    const response = await handler(request());
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1500");
    expect(await response.json()).toEqual({ error: "You have done this too often. Please try again in 25 minutes.", code: "rate-limited", retryAfterSeconds: 1500 });
  });

  it("never lets details replace the message or the code", async () => {
    const handler = route("Failed.", async () => {
      throw new HttpError(409, "thing/taken", "Already taken.", { error: "spoofed", code: "spoofed" });
    });
    expect(await (await handler(request())).json()).toEqual({ error: "Already taken.", code: "thing/taken" });
  });

  it("answers anything else with a 500 saying the route's message, logging the error and sending none of it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const secret = new Error("PERMISSION_DENIED: projects/verdant/databases/(default) at users/abc");
    const handler = route("The thing could not be saved. Please try again.", async () => {
      throw secret;
    });
    const response = await handler(request());
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "The thing could not be saved. Please try again.", code: "internal" });
    expect(text).not.toContain("PERMISSION_DENIED");
    expect(log).toHaveBeenCalledWith(secret);
  });

  it("passes the request and the route's context through and returns the handler's own answer as it is", async () => {
    const handler = route("Failed.", async (incoming: Request, { params }: { params: Promise<{ id: string }> }) =>
      Response.json({ id: (await params).id, method: incoming.method }, { status: 201, headers: { "Cache-Control": "public, s-maxage=60" } }),
    );
    const response = await handler(request(), { params: Promise.resolve({ id: "prod_1" }) });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("public, s-maxage=60");
    expect(await response.json()).toEqual({ id: "prod_1", method: "POST" });
  });
});

describe("an error answer read back in the browser", () => {
  it("keeps the route's status, code, message and extra fields", () => {
    const error = errorFromAnswer(422, { error: "Not ready.", code: "creator/incomplete", problems: [] }, "Fallback.");
    expect(error).toMatchObject({ status: 422, code: "creator/incomplete", message: "Not ready.", details: { problems: [] } });
  });

  it("falls back to the caller's message and a generic code when the answer is not ours", () => {
    expect(errorFromAnswer(502, "<html>Bad gateway</html>", "Fallback.")).toMatchObject({ status: 502, code: "request/failed", message: "Fallback." });
  });
});

const API = path.join(process.cwd(), "app/api");

describe("every route handler under app/api", () => {
  const files = filesUnder(API, (file) => path.basename(file) === "route.ts");

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))("%s exports only handlers made by route(), so every error answers { error, code }", (_, file) => {
    const source = readFileSync(file, "utf8");
    const handlers = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|var)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b(.*)$/gm)];
    expect(handlers.length, "no HTTP method exported").toBeGreaterThan(0);
    for (const [, method, rest] of handlers) expect(rest, `${method} is not \`= route(\``).toMatch(/^\s*=\s*route\(/);
    // Re-exports (`export { GET } from …`, `export * from …`) would slip past the check above.
    expect(source).not.toMatch(/^export\s*(\{|\*)/m);
    expect(source).toMatch(/^import \{ route \} from "@\/lib\/http\/route";$/m);
  });
});
