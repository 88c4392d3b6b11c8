import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { buildDataExport, dataExportFileName, toPlain, type ExportSources } from "@/lib/account/data-export";

const at = Timestamp.fromDate(new Date("2026-11-20T10:00:00Z"));
const empty: ExportSources = {
  account: { uid: "ada", email: "ada@example.com", emailVerified: true },
  record: null,
  orders: [],
  invoices: [],
  relations: [],
  progress: [],
  reviews: [],
  questions: [],
  answers: [],
  notifications: [],
  emails: [],
  payoutAccount: null,
  payouts: [],
  certificates: [],
};

describe("the data export file", () => {
  it("turns stored Timestamps anywhere into ISO strings and keeps plain values as they are", () => {
    expect(toPlain({ at, nested: [{ at }], n: 2, s: "x", b: false, none: null, gone: undefined, bad: Number.NaN })).toEqual({
      at: "2026-11-20T10:00:00.000Z",
      nested: [{ at: "2026-11-20T10:00:00.000Z" }],
      n: 2,
      s: "x",
      b: false,
      none: null,
      bad: null,
    });
  });

  it("has every section, empty lists for a new account, and says when it was made", () => {
    const file = buildDataExport(empty, new Date("2026-11-26T12:00:00Z"));
    // A new account's sources are all empty, so the file is they themselves under a format and a time.
    expect(file).toEqual({ format: "verdant-campus-data-export/1", exportedAt: "2026-11-26T12:00:00.000Z", ...empty });
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });

  it("keeps the buyer's order and library but not the creators they pay, their shares, or the admin who granted a course", () => {
    const file = buildDataExport(
      {
        ...empty,
        orders: [{ id: "order_1", data: { uid: "ada", creatorIds: ["bob"], createdOn: at, items: [{ productId: "p1", title: "Soil", price: 9.99, creators: ["bob"], payout: [100] }] } }],
        relations: [{ id: "ada_p1", data: { uid: "ada", productId: "p1", source: "grant", grantedBy: "admin-1", creatorIds: ["bob"], titleSort: "soil", titleTerms: ["soil"], createdOn: at } }],
      },
      new Date(),
    );
    expect(file.orders).toEqual([{ id: "order_1", uid: "ada", createdOn: "2026-11-20T10:00:00.000Z", items: [{ productId: "p1", title: "Soil", price: 9.99 }] }]);
    expect(file.relations).toEqual([{ id: "ada_p1", uid: "ada", productId: "p1", source: "grant", createdOn: "2026-11-20T10:00:00.000Z" }]);
  });

  it("says which product a review or question belongs to, and which question an answer answers", () => {
    const file = buildDataExport(
      {
        ...empty,
        reviews: [{ id: "ada", productId: "p1", data: { stars: 5, text: "Great", createdOn: at } }],
        answers: [{ id: "a1", productId: "p1", questionId: "q1", data: { text: "Yes", createdOn: at } }],
      },
      new Date(),
    );
    expect(file.reviews).toEqual([{ id: "ada", productId: "p1", stars: 5, text: "Great", createdOn: "2026-11-20T10:00:00.000Z" }]);
    expect(file.answers).toEqual([{ id: "a1", productId: "p1", questionId: "q1", text: "Yes", createdOn: "2026-11-20T10:00:00.000Z" }]);
  });

  it("replaces other people's addresses in notifications and emails, keeping the person's own", () => {
    const file = buildDataExport(
      {
        ...empty,
        notifications: [{ id: "n1", data: { title: "Invitation accepted: Soil", body: "Bob.Brown@example.org joined the team with 20 %.", createdAt: at } }],
        emails: [{ id: "m1", data: { to: "ada@example.com", kind: "sale", message: { subject: "Sale", text: "Sent to ADA@example.com, cc grace@example.com." }, createdAt: at } }],
      },
      new Date(),
    );
    expect(file.notifications[0]).toMatchObject({ title: "Invitation accepted: Soil", body: "(another person's email address) joined the team with 20 %." });
    expect(file.emails[0]).toMatchObject({ to: "ada@example.com", text: "Sent to ADA@example.com, cc (another person's email address)." });
  });

  it("lists an email as sent, without the duplicate HTML body", () => {
    const file = buildDataExport(
      { ...empty, emails: [{ id: "m1", data: { to: "ada@example.com", uid: "ada", kind: "sale", message: { subject: "New sale", text: "You sold", html: "<p>You sold</p>" }, createdAt: at, delivery: { state: "SUCCESS" } } }] },
      new Date(),
    );
    expect(file.emails).toEqual([{ id: "m1", to: "ada@example.com", kind: "sale", subject: "New sale", text: "You sold", createdAt: "2026-11-20T10:00:00.000Z", deliveryState: "SUCCESS" }]);
  });

  it("is named for the day it was made", () => {
    expect(dataExportFileName(new Date("2026-11-26T23:59:00Z"))).toBe("verdant-campus-my-data-2026-11-26.json");
  });
});
