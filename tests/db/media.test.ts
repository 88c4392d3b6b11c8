import { readFileSync } from "node:fs";
import { adminAuth } from "@/lib/firebase/server";
import { POST as handleMediaUrlRequest } from "@/app/api/media-url/route";
import { HttpError } from "@/lib/http/error";
import { issueMediaUrl } from "@/lib/media/access.server";
import { handleMediaRequest } from "@/lib/media/serve.server";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { idToken as signIn } from "./support";

const video = readFileSync("content/demo/lecture-demo.webm");
const rulesEnv = registerRulesEnv();
// Files share one emulator: leave nothing behind for the next (the seed test counts products).
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const uids: Record<"buyer" | "stranger" | "creator" | "cocreator" | "admin", string> = { buyer: "", stranger: "", creator: "", cocreator: "", admin: "" };

const idToken = (email: string) => signIn(email, "media-password");

const askForUrl = async (token: string | null, body: unknown) =>
  handleMediaUrlRequest(
    new Request("http://localhost/api/media-url", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );

const fetchMedia = (path: string, lectureId: string, headers: Record<string, string> = {}, now?: number) =>
  handleMediaRequest(new Request(`http://localhost${path}`, { headers }), "live", lectureId, now);

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  for (const key of Object.keys(uids) as (keyof typeof uids)[]) uids[key] = await createAccount(`${key}@media.test`, "media-password");
  await adminAuth().setCustomUserClaims(uids.admin, { admin: true });
  await seedDoc(rulesEnv(), "products/live", { title: "LCA", state: "approved", creators: [uids.creator, uids.cocreator] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.buyer}_live`, { uid: uids.buyer, productId: "live", source: "purchase" });
  const content = { l1: { kind: "video", path: "demo/lecture-demo.webm" }, l2: { kind: "document", path: "demo/reader-demo.pdf" }, escape: { kind: "document", path: "../package.json" } };
  for (const [lectureId, data] of Object.entries(content)) {
    await seedDoc(rulesEnv(), `products/live/lectures/${lectureId}`, { title: lectureId, order: 1, sectionId: "s1", type: data.kind });
    await seedDoc(rulesEnv(), `products/live/lectures/${lectureId}/private/content`, data);
  }
});

describe("issuing a signed media URL", () => {
  it("refuses a signed-in user who neither owns nor made the product", async () => {
    const refusal = await issueMediaUrl({ uid: uids.stranger, admin: false }, "live", "l1").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 403 });
  });

  it("gives the buyer, the creator, a co-creator and an admin a URL of the media route", async () => {
    for (const caller of [uids.buyer, uids.creator, uids.cocreator]) {
      const media = await issueMediaUrl({ uid: caller, admin: false }, "live", "l1");
      expect(media.url).toMatch(/^\/api\/media\/live\/l1\?exp=\d+&src=disk&kind=video&path=demo%2Flecture-demo\.webm&sig=[\w-]+$/);
      expect(media.kind).toBe("video");
    }
    await expect(issueMediaUrl({ uid: uids.stranger, admin: true }, "live", "l2")).resolves.toMatchObject({ kind: "document" });
  });

  it("says when a lecture has no content", async () => {
    await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "nothing")).rejects.toMatchObject({ status: 404 });
  });
});

describe("POST /api/media-url", () => {
  it("needs a valid ID token", async () => {
    expect((await askForUrl(null, { productId: "live", lectureId: "l1" })).status).toBe(401);
    expect((await askForUrl("not-a-token", { productId: "live", lectureId: "l1" })).status).toBe(401);
  });

  it("answers 403 to a user without the product and a URL to its buyer", async () => {
    const refused = await askForUrl(await idToken("stranger@media.test"), { productId: "live", lectureId: "l1" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "You don't have access to this course." });
    const granted = await askForUrl(await idToken("buyer@media.test"), { productId: "live", lectureId: "l1" });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/live\/l1\?/), kind: "video" });
  });

  it("takes the admin role from the token's claim", async () => {
    const granted = await askForUrl(await idToken("admin@media.test"), { productId: "live", lectureId: "l2" });
    expect(granted.status).toBe(200);
  });

  it("rejects a malformed request", async () => {
    const token = await idToken("buyer@media.test");
    expect((await askForUrl(token, { productId: "live" })).status).toBe(400);
    expect((await askForUrl(token, { productId: "../live", lectureId: "l1" })).status).toBe(400);
  });
});

describe("GET /api/media/{productId}/{lectureId}", () => {
  const urlFor = async (lectureId: string) => (await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", lectureId)).url;

  it("streams the whole file with its type to a valid signature", async () => {
    const response = await fetchMedia(await urlFor("l1"), "l1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/webm");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
    const pdf = await fetchMedia(await urlFor("l2"), "l2");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers a Range request with 206 and exactly the bytes asked for", async () => {
    const response = await fetchMedia(await urlFor("l1"), "l1", { Range: "bytes=1000-1999" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 1000-1999/${video.length}`);
    expect(response.headers.get("content-length")).toBe("1000");
    expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await fetchMedia(await urlFor("l1"), "l1", { Range: `bytes=${video.length - 10}-` });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 10))).toBe(true);
    expect((await fetchMedia(await urlFor("l1"), "l1", { Range: `bytes=${video.length}-` })).status).toBe(416);
  });

  it("refuses no signature, a tampered one, one for another lecture and an expired one with 403", async () => {
    const path = await urlFor("l1");
    expect((await fetchMedia("/api/media/live/l1", "l1")).status).toBe(403);
    expect((await fetchMedia(path.replace(/sig=([\w-]+)/, (_, sig: string) => `sig=${[...sig].reverse().join("")}`), "l1")).status).toBe(403);
    expect((await fetchMedia(path.replace(/exp=\d+/, (match) => `${match}9`), "l1")).status).toBe(403);
    expect((await fetchMedia(path.replace("/l1?", "/l2?"), "l2")).status).toBe(403);
    expect((await fetchMedia(path, "l1", {}, Date.now() + 11 * 60_000)).status).toBe(403);
  });

  it("never serves a file outside the media folder, even with a valid signature", async () => {
    const path = (await issueMediaUrl({ uid: uids.admin, admin: true }, "live", "escape")).url;
    expect((await fetchMedia(path, "escape")).status).toBe(404);
  });
});
