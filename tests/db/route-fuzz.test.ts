import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { Timestamp } from "firebase-admin/firestore";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { visitorAuthorization } from "./route-fuzz-inputs";
import { FUZZ_ADMIN_EMAIL, FUZZ_PRODUCT, FUZZ_USER_EMAIL, type FuzzCall } from "./route-fuzz-bodies";
import { ROUTES, type Caller, type Expectation, type RouteCase } from "./route-fuzz-routes";
import { idToken } from "./support";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(read: T) => read }));

// Per route and caller: enough to meet every kind of bad input, few enough for the whole file to stay near a minute.
// FUZZ_RUNS=200 digs deeper when a handler changes.
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const PASSWORD = "route-fuzz-password-1";
const rulesEnv = registerRulesEnv();
const tokens: Record<"user" | "admin", string> = { user: "", admin: "" };

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  const userUid = await createAccount(FUZZ_USER_EMAIL, PASSWORD);
  const adminUid = await createAccount(FUZZ_ADMIN_EMAIL, PASSWORD);
  // Verified, so the invitation routes look at the body instead of refusing the address first.
  await adminAuth().updateUser(userUid, { emailVerified: true });
  await adminAuth().setCustomUserClaims(adminUid, { admin: true });
  tokens.user = await idToken(FUZZ_USER_EMAIL, PASSWORD);
  tokens.admin = await idToken(FUZZ_ADMIN_EMAIL, PASSWORD);
  await adminDb().doc(`users/${userUid}`).set({ uid: userUid, email: FUZZ_USER_EMAIL, firstName: "Fuzz", lastName: "User", customerId: "", connectId: "", cart: [] });
  await adminDb().doc(`products/${FUZZ_PRODUCT}`).set({
    title: "Soil Health Indicators",
    type: "video_courses",
    price: 24.99,
    free: false,
    creators: [userUid],
    state: "approved",
    participants: 0,
    createdOn: Timestamp.fromDate(new Date("2025-01-01T00:00:00Z")),
  });
  // The webhook logs each refused signature; thousands of lines would hide a real failure.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const TOP_LEVEL = ["certificates", "orders", "invoices", "creditNotes", "invoiceCounters", "userProductRelations", "auditLog", "products", "descriptive/university/universities", "checkoutLocks", "payouts", "productTeams"];
const NESTED = ["questions", "answers", "reviews", "notifications", "lectures", "degrees", "courses", "sections"];

/** How many documents each collection a request could write holds (Admin SDK: the rules do not apply). */
async function documentCounts(): Promise<Record<string, number>> {
  const db = adminDb();
  const counts = await Promise.all([
    ...TOP_LEVEL.map(async (name) => [name, (await db.collection(name).count().get()).data().count] as const),
    ...NESTED.map(async (name) => [`…/${name}`, (await db.collectionGroup(name).count().get()).data().count] as const),
  ]);
  return Object.fromEntries(counts);
}

const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%EF%BF%BD";
  }
};

/** The request as Next.js hands it to the handler: params decoded, the body as raw text. */
function buildRequest(testCase: RouteCase, call: FuzzCall, authorization: string | undefined): Request {
  const [method = "GET", template = "/"] = testCase.route.split(" ");
  const pathname = template.replace(/\[(\w+)\]/g, (_, name: string) => segment(call.params?.[name] ?? ""));
  const url = new URL(`http://shop.test${pathname}`);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ "Content-Type": "application/json", ...call.headers });
  if (authorization !== undefined) headers.set("Authorization", authorization);
  const hasBody = method !== "GET" && method !== "HEAD" && call.body !== undefined;
  return new Request(url, { method, headers, body: hasBody ? call.body : undefined });
}

/** A message a person can read: not empty, not a stack trace, not an echo of a 20k-character input. */
function expectReadable(message: unknown, route: string, status: number) {
  expect(typeof message, `${route} ${status}: error should be a string`).toBe("string");
  const text = (message as string).trim();
  expect(text.length, `${route} ${status}: empty error`).toBeGreaterThan(0);
  expect(text.length, `${route} ${status}: error too long to read`).toBeLessThanOrEqual(300);
  expect(text, `${route} ${status}: error leaks internals`).not.toMatch(/\n\s+at |\[object |TypeError|FirebaseError|INVALID_ARGUMENT|undefined/);
}

async function expectAnswer(testCase: RouteCase, response: Response, expectation: Expectation) {
  const { status } = response;
  expect(status, `${testCase.route}: server error`).toBeLessThan(500);
  if (expectation === "4xx") expect(status, `${testCase.route}: accepted malformed input`).toBeGreaterThanOrEqual(400);
  if (status < 400) return;
  if (testCase.plainText) {
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expectReadable(await response.text(), testCase.route, status);
    return;
  }
  expect(response.headers.get("content-type"), `${testCase.route} ${status}: not JSON`).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown };
  expectReadable(body.error, testCase.route, status);
}

function authorizationFor(caller: Caller): fc.Arbitrary<string | undefined> {
  return caller === "visitor" ? visitorAuthorization(tokens.user) : fc.constant(`Bearer ${tokens[caller]}`);
}

let casesRun = 0;

/** What the test promises for a route: a 4xx for all of it, or (input it does not read) no 500. */
function promise(testCase: RouteCase): string {
  const tolerated = Object.values(testCase.expect).filter((expectation) => expectation !== "4xx");
  if (tolerated.length === 0) return `${testCase.route} refuses malformed input with a 4xx and a readable error, never a 500, and writes nothing`;
  return `${testCase.route} never answers 500 whatever it is sent, refuses strangers with a readable error, and writes nothing (2xx allowed: ${tolerated.map((expectation) => (expectation as { below500: string }).below500).join(" ")})`;
}

describe("route handlers fed malformed input", () => {
  it.each(ROUTES.map((testCase) => [promise(testCase), testCase] as const))(
    "%s",
    async (_promise, testCase) => {
      const before = await documentCounts();
      for (const [caller, expectation] of Object.entries(testCase.expect) as [Caller, Expectation][]) {
        await fc.assert(
          fc.asyncProperty(testCase.input, authorizationFor(caller), async (call, authorization) => {
            casesRun += 1;
            const response = await testCase.call(buildRequest(testCase, call, authorization), call.params ?? {});
            await expectAnswer(testCase, response, expectation);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      }
      expect(await documentCounts()).toEqual(before);
    },
    Math.max(120_000, RUNS * 6_000),
  );

  it("covers every exported method of every route handler under app/api", async () => {
    const files = (readdirSync("app/api", { recursive: true }) as string[]).filter((file) => path.basename(file) === "route.ts");
    const methods: string[] = [];
    for (const file of files) {
      const exported = Object.keys(await import(path.resolve("app/api", file)));
      const route = `/api/${path.dirname(file).split(path.sep).join("/")}`;
      methods.push(...exported.filter((name) => /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(name)).map((name) => `${name} ${route}`));
    }
    expect(ROUTES.map((testCase) => testCase.route).sort()).toEqual(methods.sort());
  });

  it("fuzzes every route as a visitor and as a signed-in user, and admin routes as an admin, or says why not", () => {
    for (const { route, expect: callers, skip } of ROUTES) {
      expect(callers.visitor, route).toBeDefined();
      expect(callers.user ?? skip?.user, route).toBeDefined();
      if (route.includes(" /api/admin/")) expect(callers.admin, route).toBeDefined();
    }
  });

  afterAll(() => {
    // The report of this suite: how much hostile input the handlers met.
    console.info(`route fuzz: ${ROUTES.length} route×method combinations, ${casesRun} requests`);
  });
});
