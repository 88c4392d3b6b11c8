import fc from "fast-check";
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from "@/lib/payments/local";
import { anyValue, badEmail, badId, badIdString, badText, blank, jsonOr, malformedBody, nanLike, nearMiss, notAString, oddEmail, textOfLength, unicodeText, unknownId } from "./route-fuzz-inputs";

// The bodies, queries and headers of route-fuzz-routes.ts, route by route: each refused by its
// handler however close it comes to a valid request.

/** The one approved product the fuzz user leads, so creator routes get past "who are you". */
export const FUZZ_PRODUCT = "prod_fuzzCourse00a";
export const FUZZ_USER_EMAIL = "fuzz-user@example.com";
export const FUZZ_ADMIN_EMAIL = "fuzz-admin@example.com";

export type Params = Record<string, string>;
/** One fuzzed request: route params, raw body text, query and extra headers. */
export type FuzzCall = { params?: Params; body?: string; query?: Record<string, string>; headers?: Record<string, string> };

export const body = (arbitrary: fc.Arbitrary<unknown>) => jsonOr(arbitrary);
export const ignoredBody = fc.option(malformedBody, { nil: undefined });
const queryValue = fc.oneof(blank, nanLike, unicodeText, badIdString, textOfLength(1, 2_000), fc.string());
export const ignoredQuery = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), queryValue, { maxKeys: 3 });
// A page cursor as lib/db/cursor.ts encodes it, over values and ids of any shape, or garbage.
const encoded = (value: unknown) => btoa(encodeURIComponent(JSON.stringify(value))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const cursorValue = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.record({ seconds: fc.integer(), nanoseconds: fc.integer() }), anyValue);
export const cursorQuery = fc.oneof(
  ignoredQuery,
  fc.record({ after: fc.oneof(queryValue, fc.tuple(cursorValue, fc.oneof(fc.string(), badIdString, fc.constantFrom(".", "..", "__name__", "a/b"))).map(encoded)) }),
);
const strings = (record: fc.Arbitrary<Record<string, unknown>>) =>
  record.map((value) => Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === "string" ? item : JSON.stringify(item) ?? ""])));

export const productId = { good: fc.oneof(fc.constant(FUZZ_PRODUCT), unknownId), bad: badId };
export const reason = { good: fc.oneof(textOfLength(3, 500), unicodeText), bad: badText(3, 500) };

const tooManyEmails = fc.integer({ min: 201, max: 400 }).map((count) => Array.from({ length: count }, (_, index) => `person${index}@example.com`).join(", "));
export const emailList = {
  good: fc.oneof(fc.constant(FUZZ_USER_EMAIL), fc.array(oddEmail, { minLength: 1, maxLength: 5 }).map((list) => list.join("\n"))),
  bad: fc.oneof(notAString, blank, fc.constantFrom(",,; ;", "\n\n\t"), tooManyEmails),
};

// Approve needs no reason, reject one of 10 to 1000 characters: each variant breaks its own rule.
export const badDecision = fc.oneof(
  fc.record({ decision: fc.oneof(notAString, blank, fc.constantFrom("APPROVE", "approved", "reject ", "deny"), unicodeText), reason: anyValue }),
  fc.record({ decision: fc.constant("reject"), reason: fc.oneof(notAString, blank, textOfLength(1, 9), textOfLength(1_001, 20_000)) }),
  fc.record({ decision: fc.constant("approve"), reason: fc.oneof(notAString, textOfLength(1_001, 20_000)) }),
);

const text200 = { good: fc.oneof(textOfLength(1, 200), unicodeText), bad: badText(1, 200) };
const uniId = { good: unknownId, bad: badId };
const website = {
  good: fc.constantFrom("https://boku.ac.at", "http://uni.example.org/path?x=1"),
  bad: fc.oneof(
    notAString,
    blank,
    fc.constantFrom("boku.ac.at", "javascript:alert(1)", "ftp://files.example.org", "https://localhost", "http://", "https://exa mple.com"),
    textOfLength(201, 2_000).map((host) => `https://${host}.com`),
  ),
};
const level = { good: fc.constantFrom("bachelor", "master", "doctorate"), bad: fc.oneof(notAString, blank, fc.constantFrom("Bachelor", "phd", "master ")) };
const code = { good: fc.constantFrom("LCA-501", "701-1234", "IMEN41", "ENV 2.01"), bad: fc.oneof(notAString, blank, fc.constantFrom("--", "LCA--501", "LCA_501", "a!b", "-A", "A-"), textOfLength(41, 2_000)) };
const degreeIds = {
  good: fc.array(unknownId, { minLength: 1, maxLength: 3 }),
  bad: fc.oneof(
    fc.constantFrom(null, 7, "deg_a", {}, []),
    fc.tuple(fc.array(unknownId, { maxLength: 2 }), fc.oneof(badIdString, fc.constantFrom(null, 1, true, { id: "x" }))).map(([ids, wrong]) => [...ids, wrong]),
  ),
};
const badKind = fc.oneof(notAString, blank, fc.constantFrom("University", "uni", "degrees", "existingcourse", "lecture"), unicodeText);
const universityFields = { name: text200, shortName: text200, country: text200, city: text200, website };

export const addUniDataBody = fc.oneof(
  nearMiss(universityFields, { kind: "university" }),
  nearMiss({ universityId: uniId, name: text200, level }, { kind: "degree" }),
  nearMiss({ universityId: uniId, degreeIds, name: text200, code }, { kind: "course" }),
  nearMiss({ universityId: uniId, courseId: uniId, degreeId: uniId }, { kind: "existingCourse" }),
  nearMiss({ universityId: uniId, courseId: uniId, name: text200 }, { kind: "section" }),
  fc.record({ kind: badKind, universityId: unknownId, name: text200.good }),
);
// A university's own id is its universityId: an `id` field is ignored for it.
export const editUniDataBody = fc.oneof(
  nearMiss({ universityId: uniId, ...universityFields }, { kind: "university" }),
  nearMiss({ universityId: uniId, id: uniId, name: text200, level }, { kind: "degree" }),
  nearMiss({ universityId: uniId, id: uniId, name: text200, code }, { kind: "course" }),
  nearMiss({ universityId: uniId, id: uniId, name: text200 }, { kind: "section" }),
  fc.record({ kind: fc.oneof(badKind, fc.constant("existingCourse")), universityId: unknownId, id: unknownId, name: text200.good }),
);
const queryId = { good: unknownId, bad: fc.oneof(badIdString, blank) };
export const deleteUniDataQuery = fc.oneof(
  strings(nearMiss({ universityId: queryId }, { kind: "university" })),
  fc.constantFrom("degree", "course", "section").chain((kind) => strings(nearMiss({ universityId: queryId, id: queryId }, { kind }))),
  strings(fc.record({ kind: fc.oneof(blank, fc.constantFrom("University", "existingCourse", "lecture"), unicodeText), universityId: unknownId, id: unknownId })),
);

export const productIds = fc.oneof(
  fc.constantFrom(null, 7, FUZZ_PRODUCT, {}, [], [FUZZ_PRODUCT, FUZZ_PRODUCT]),
  fc.integer({ min: 51, max: 80 }).map((count) => Array.from({ length: count }, (_, index) => `prod_${index}`)),
  fc.tuple(fc.array(unknownId, { maxLength: 3 }), fc.oneof(badIdString, notAString)).map(([ids, wrong]) => [...ids, wrong]),
);
// Well-formed ids of nothing: refused as unavailable, never half-bought.
export const unknownProductIds = fc.uniqueArray(unknownId, { minLength: 1, maxLength: 5 });

const day = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const badDay = fc.oneof(blank, nanLike, unicodeText, fc.constantFrom("2025-02-30", "2025-13-01", "2025-1-1", "20250101", "01/02/2025", "2025-01-01T00:00", "٢٠٢٥-٠١-٠١", "-2025-01-01"));
export const performanceQuery = fc.oneof(
  strings(nearMiss({ from: { good: day, bad: badDay }, to: { good: day, bad: badDay }, format: { good: fc.constantFrom("json", "csv"), bad: fc.oneof(blank, unicodeText, fc.constantFrom("JSON", "xml", "csv ")) } })),
  fc.tuple(day, day).filter(([a, b]) => a !== b).map(([a, b]) => ({ from: a > b ? a : b, to: a > b ? b : a })),
  fc.constant({ from: "2020-01-01", to: "2021-06-01" }),
);

const share = fc.oneof(fc.constantFrom(0, -1, 101, 1.5, -0.5, 1e9), fc.constantFrom("50", "100", null, "NaN", true, [], {}));
// Every variant breaks teamShape or teamBody (lib/schemas/creator.ts): a valid team would be saved.
export const badTeam = fc.oneof(
  fc.record({ payout: fc.oneof(fc.constantFrom(null, 100, "100", {}), unicodeText), invitations: fc.option(anyValue, { nil: undefined }) }),
  fc.record({ payout: fc.array(share, { minLength: 1, maxLength: 4 }) }),
  fc.record({ payout: fc.constant([100]), invitations: fc.oneof(fc.constantFrom(null, "a@b.io", 3, {}), unicodeText) }),
  fc.record({ payout: fc.constant([90]), invitations: fc.array(fc.record({ email: badEmail, share: fc.constant(10) }), { minLength: 1, maxLength: 3 }) }),
  fc.record({ payout: fc.constant([100]), creators: fc.oneof(fc.array(fc.oneof(unknownId, unicodeText), { minLength: 1, maxLength: 3 }), fc.constantFrom([1], [null], "lead", [])) }),
  fc.record({ payout: fc.constant([50]), invitations: fc.array(fc.record({ email: oddEmail, share: share }), { minLength: 1, maxLength: 12 }) }),
);

const sessionId = fc.oneof(fc.constant("cs_AAAAAAAAAAAAA"), unicodeText, textOfLength(1, 20_000), badIdString);
export const localPayment = fc.oneof(
  nearMiss({ sessionId: { good: sessionId, bad: fc.oneof(notAString, fc.constant("")) }, outcome: { good: fc.constantFrom("paid", "cancelled"), bad: fc.oneof(notAString, blank, fc.constantFrom("PAID", "refunded", "failed")) } }),
  fc.record({ sessionId, outcome: fc.constantFrom("paid", "cancelled") }),
);

// The dev secret the route's local provider signs with (config/payments.ts).
const WEBHOOK_SECRET = "local-payments-development-secret";
const now = () => Math.floor(Date.now() / 1000);
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const badEvent = nearMiss({
  id: { good: fc.constant("evt_fuzz"), bad: notAString },
  type: { good: fc.constantFrom("paid", "failed", "cancelled", "refunded"), bad: fc.oneof(notAString, fc.constantFrom("PAID", "charge.succeeded", "")) },
  orderId: { good: unknownId, bad: notAString },
  sessionId: { good: fc.constant("cs_fuzz"), bad: notAString },
  amountTotal: { good: fc.nat(), bad: fc.oneof(fc.constantFrom("3749", null, 1.5, "NaN"), unicodeText) },
});
export const webhookCall = fc.oneof(
  // Random bodies under random signature headers.
  fc.record({
    body: fc.oneof(malformedBody, badEvent.map((event) => JSON.stringify(event))),
    signature: fc.oneof(
      fc.constant(undefined),
      fc.string({ unit: "binary-ascii", maxLength: 120 }).map((text) => text.replace(/[\r\n\0]/g, "")),
      fc.tuple(fc.integer({ min: -1e10, max: 1e10 }), hex64).map(([t, v1]) => `t=${t},v1=${v1}`),
      hex64.map((v1) => `t=${now()},v1=${v1}`),
      fc.constantFrom("t=,v1=", "v1=abc", `t=${now()}`, "t=1.5,v1=00", "t=NaN,v1=zz"),
    ),
  }),
  // Signed correctly, but the event itself is malformed.
  fc.record({ body: badEvent.map((event) => JSON.stringify(event)), signature: fc.constant("sign") }),
  // A valid event signed with another secret, or signed for another body.
  fc.record({ body: fc.constant('{"id":"evt_x","type":"paid","orderId":"order_x","sessionId":"cs_x","amountTotal":100}'), signature: fc.constantFrom("wrong-secret", "other-body") }),
).map(({ body: raw, signature }): FuzzCall => {
  const header =
    signature === "sign" ? signLocalPayload(raw, WEBHOOK_SECRET) : signature === "wrong-secret" ? signLocalPayload(raw, "not-the-secret") : signature === "other-body" ? signLocalPayload(`${raw} `, WEBHOOK_SECRET) : signature;
  return { body: raw, headers: header === undefined ? {} : { [LOCAL_SIGNATURE_HEADER]: header } };
});

export const mediaQuery = fc.record(
  {
    exp: fc.oneof(nanLike, fc.constantFrom("9999999999", "0", "99999999999999"), fc.integer({ min: 0, max: 2e9 }).map(String)),
    sig: fc.oneof(blank, fc.string({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
    src: fc.oneof(fc.constantFrom("disk", "storage"), blank, unicodeText),
    kind: fc.oneof(fc.constantFrom("video", "document"), blank),
    path: fc.oneof(fc.constantFrom("demo/lecture-demo.webm", "../package.json", "/etc/passwd", "products/x/lectures/y/a.webm", "a\nb"), unicodeText),
  },
  { requiredKeys: [] },
);
export const range = fc.oneof(fc.constantFrom("bytes=0-", "bytes=-1", "bytes=99999999999-", "bytes=5-1", "items=0-1", "bytes=0-1,2-3"), fc.string({ unit: "binary-ascii", maxLength: 30 }).map((text) => text.replace(/[\r\n\0]/g, "")));
