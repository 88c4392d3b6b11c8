import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { buildDataExport, dataExportFileName, LINK_LEFT_OUT, toPlain, type ExportSources } from "@/lib/account/data-export";

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

  it("says a university email was sent, to which address and in which words, but leaves its links out: they verify whoever holds them (issue 48)", () => {
    const text = "If that was you, open the link below.\n\nVerify my university email: https://shop.example/dashboard/account/university-email?token=q3Vx_Yb8-PzLm0Wn4Rt6Ks2Hd9Jf1Ge5Ac7Bu0Ty3Qo\n\n--\n\nManage your emails: https://shop.example/dashboard/settings\n\nVerdant Campus · support@verdantcampus.example";
    const file = buildDataExport({ ...empty, emails: [{ id: "m1", data: { to: "ada@uni.example", uid: "ada", kind: "student-email", message: { subject: "Confirm your BOKU email address", text, html: `<a href="x?token=q3Vx">` }, createdAt: at } }] }, new Date());
    expect(file.emails).toEqual([
      {
        id: "m1",
        to: "ada@uni.example",
        kind: "student-email",
        subject: "Confirm your BOKU email address",
        text: `If that was you, open the link below.\n\nVerify my university email: ${LINK_LEFT_OUT}\n\n--\n\nManage your emails: ${LINK_LEFT_OUT}\n\nVerdant Campus · support@verdantcampus.example`,
        createdAt: "2026-11-20T10:00:00.000Z",
        deliveryState: null,
      },
    ]);
  });

  it("keeps the links of other emails, except one carrying a key, and treats an unknown kind as one whose links are keys", () => {
    const text = "Your order: https://shop.example/checkout/success?order=o1 Reset: https://shop.example/__/auth/action?mode=resetPassword&oobCode=abc&apiKey=k";
    const file = buildDataExport(
      {
        ...empty,
        emails: [
          { id: "m1", data: { kind: "order-confirmation", message: { subject: "Order", text } } },
          { id: "m2", data: { kind: "from-the-future", message: { subject: "New", text: "Open https://shop.example/dashboard" } } },
        ],
      },
      new Date(),
    );
    expect(file.emails.map((mail) => mail.text)).toEqual([`Your order: https://shop.example/checkout/success?order=o1 Reset: ${LINK_LEFT_OUT}`, `Open ${LINK_LEFT_OUT}`]);
  });

  it("is named for the day it was made", () => {
    expect(dataExportFileName(new Date("2026-11-26T23:59:00Z"))).toBe("verdant-campus-my-data-2026-11-26.json");
  });
});
