import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import fc from "fast-check";
import { anyPayout, validSplit } from "../factories/payout-splits";
import { PRODUCTS } from "./matrix-cases.mjs";
import { type Data, newDraft, now, resetFixture } from "./matrix-fixture";
import { registerRulesEnv } from "./rules-env";

// Whatever else an update carries, one field the owner may not touch must sink it; and the same
// update without that field must go through, so the denial is the field's doing and not the data's.
const NUM_RUNS = 40;
const rulesEnv = registerRulesEnv();
const stored = new Map<string, Data>();

beforeAll(async () => {
  await resetFixture(rulesEnv());
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    for (const path of ["users/uma", `products/${PRODUCTS.draft}`, `products/${PRODUCTS.live}`, `productTeams/${PRODUCTS.draft}`]) {
      stored.set(path, (await context.firestore().doc(path).get()).data() ?? {});
    }
  });
});

const as = (uid: string, claims: Data = {}) => rulesEnv().authenticatedContext(uid, { email: `${uid}@example.com`, ...claims }).firestore();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Keeps only maps that really change at least one key of the stored document. */
const changing = (path: string) => (update: Data) => Object.entries(update).some(([key, value]) => !same(value, stored.get(path)?.[key]));
const anyValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }));
const fieldName = (allowed: string[]) => fc.stringMatching(/^[a-z][A-Za-z0-9]{0,15}$/).filter((key) => !allowed.includes(key));
const someOf = <T extends Data>(record: fc.Arbitrary<T>) => record.filter((update) => Object.keys(update).length > 0);

describe("users/{uid}: the owner edits names, cart and settings only", () => {
  const ALLOWED = ["firstName", "lastName", "cart", "settings"];
  const allowed = someOf(
    fc.record(
      {
        firstName: fc.string({ maxLength: 100 }),
        lastName: fc.string({ maxLength: 100 }),
        cart: fc.array(fc.record({ productId: fc.constantFrom(PRODUCTS.live, PRODUCTS.other), title: fc.string({ maxLength: 40 }), price: fc.integer({ min: 0, max: 1000 }) }), { maxLength: 5 }),
        settings: fc.record({ emailOnSale: fc.boolean(), emailOnReview: fc.boolean(), emailOnQuestion: fc.boolean(), emailOnApproval: fc.boolean(), newsletter: fc.boolean() }),
      },
      { requiredKeys: [] },
    ),
  );
  const named = fc.constantFrom("uid", "email", "role", "admin", "isAdmin", "customerId", "connectId");
  const forbidden = fc
    .dictionary(fc.oneof(named, fieldName(ALLOWED)), fc.oneof(anyValue, fc.constantFrom("admin", "cus_stolen", "acct_stolen", "boss@example.com", true)), { minKeys: 1, maxKeys: 3 })
    .map((update) => ({ ...update }))
    .filter(changing("users/uma"));

  it("any update that also sets a role, an id, an email or an unknown field is refused", async () => {
    const owner = as("uma");
    await fc.assert(
      fc.asyncProperty(allowed, forbidden, async (names, extra) => {
        await assertFails(owner.doc("users/uma").update({ ...names, ...extra }));
        await assertSucceeds(owner.doc("users/uma").update(names));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

// What the course builder may send (price and free together, as the form does, since a free course costs 0).
const content = someOf(
  fc.record(
    {
      title: fc.string({ minLength: 1, maxLength: 120 }),
      subtitle: fc.string({ maxLength: 200 }),
      description: fc.string({ maxLength: 500 }),
      descriptionSEO: fc.string({ maxLength: 160 }),
      author: fc.string({ maxLength: 100 }),
      difficulty: fc.constantFrom("easy", "normal", "hard"),
      language: fc.constantFrom("en", "de"),
      workloadHours: fc.integer({ min: 0, max: 1000 }),
      ects: fc.integer({ min: 0, max: 60 }),
      sdgs: fc.uniqueArray(fc.integer({ min: 1, max: 17 }), { maxLength: 17 }),
      learningOutcomes: fc.array(fc.string({ maxLength: 50 }), { maxLength: 20 }),
    },
    { requiredKeys: [] },
  ),
);
const pricing = fc.option(fc.oneof(fc.record({ price: fc.integer({ min: 1, max: 1000 }), free: fc.constant(false) }), fc.constant({ price: 0, free: true })), { nil: undefined });
const edit = fc.tuple(content, pricing).map(([fields, price]): Data => ({ ...fields, ...price, lastUpdated: now() }));

// The server's fields, each with values an attacker would want (published, paid out, famous).
const serverFields: Record<string, fc.Arbitrary<unknown>> = {
  state: fc.constantFrom("approved", "pending", "rejected"),
  rating: fc.record({ stars: fc.integer({ min: 0, max: 5 }), count: fc.nat(1000), total: fc.nat(5000) }),
  participants: fc.nat(100_000),
  payout: anyPayout(2),
  creators: fc.constantFrom(["mallory"], ["lena"], ["lena", "jonas", "mallory"], ["jonas", "lena"]),
  rejectionReason: fc.string({ maxLength: 40 }),
  invitations: fc.array(fc.emailAddress(), { maxLength: 2 }),
  invitationShares: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 2 }),
  createdOn: fc.date({ min: new Date("2000-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
  priceId: fc.string({ maxLength: 20 }).map((id) => `price_${id}`),
  length: fc.nat(10_000),
  sectionCount: fc.nat(50),
  lectureCount: fc.nat(500),
};
const serverUpdate = fc
  .uniqueArray(fc.constantFrom(...Object.keys(serverFields)), { minLength: 1, maxLength: 4 })
  .chain((keys) => fc.tuple(...keys.map((key) => serverFields[key]!.map((value) => [key, value] as const))))
  .map((entries): Data => Object.fromEntries(entries))
  .filter(changing(`products/${PRODUCTS.draft}`));

describe("products/{id}: creators edit a draft's content, never the server's fields", () => {
  const draft = `products/${PRODUCTS.draft}`;

  it("a creator's draft edit that also touches state, rating, team, payout or counts is refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("lena", "jonas"), edit, serverUpdate, async (uid, fields, extra) => {
        const db = as(uid);
        await assertFails(db.doc(draft).update({ ...fields, ...extra }));
        await assertSucceeds(db.doc(draft).update(fields));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("a creator cannot change the price of an approved product", async () => {
    const live = `products/${PRODUCTS.live}`;
    const price = fc.integer({ min: 0, max: 1000 }).filter((value) => value !== stored.get(live)?.price);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("lena", "jonas"), edit, price, async (uid, fields, newPrice) => {
        await assertFails(as(uid).doc(live).update({ ...fields, price: newPrice, free: newPrice === 0 }));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("payout splits are written by the server only", () => {
  const draft = `products/${PRODUCTS.draft}`;
  const team = `productTeams/${PRODUCTS.draft}`;
  const writes = {
    "the lead creator edits the draft": (payout: unknown[]) => as("lena").doc(draft).update({ payout, lastUpdated: now() }),
    "the co-creator edits the draft": (payout: unknown[]) => as("jonas").doc(draft).update({ payout, lastUpdated: now() }),
    "an admin edits the draft": (payout: unknown[]) => as("ada", { admin: true }).doc(draft).update({ payout, lastUpdated: now() }),
    "a creator starts a course with it": (payout: unknown[]) => as("lena").doc("products/prod_PAYOUTTEST001").set({ ...newDraft("lena"), payout }),
    // Where the split lives (productTeams, issue 32): read by the team, written by the server only.
    "the lead creator edits the team": (payout: unknown[]) => as("lena").doc(team).update({ payout }),
    "the co-creator edits the team": (payout: unknown[]) => as("jonas").doc(team).update({ payout }),
    "an admin edits the team": (payout: unknown[]) => as("ada", { admin: true }).doc(team).update({ payout }),
    "the lead creator writes a new team": (payout: unknown[]) => as("lena").doc(team).set({ payout, invitations: [], invitationShares: [] }),
  };
  const anyChangedPayout = fc.oneof(validSplit(2), anyPayout(2)).filter((payout) => !same(payout, [100]) && !same(payout, stored.get(team)?.payout));

  it("any payout list sent from a browser is refused, even a valid split", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.entries(writes)), anyChangedPayout, async ([, write], payout) => {
        await assertFails(write(payout));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
