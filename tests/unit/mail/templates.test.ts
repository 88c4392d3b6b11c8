import { enrolmentConfirmationMail, orderConfirmationMail, refundConfirmationMail, refundRequestRejectedMail } from "@/lib/mail/buyer-mails";
import { approvalMail, rejectionMail, reviewMail, saleMail, saleRefundedMail } from "@/lib/mail/creator-mails";
import { answerMail, questionMail } from "@/lib/mail/qa-mails";
import { escapeHtml } from "@/lib/mail/layout";
import { MAIL_SWITCH, wantsMail } from "@/config/mail-switches";
import { MAIL_KINDS, type MailMessage } from "@/lib/types/mail";

const HOSTILE = `<img src="https://evil.example/t.gif" onerror="alert(1)"> & "quotes" 'too'`;
const order = { id: "order_ABCDEFGHIJKLM", items: [{ title: HOSTILE, price: 24.99 }, { title: "GHG Workbook", price: 12.5 }], total: 37.49 };
const product = { id: "prod_ABCDEFGHIJKLM", title: HOSTILE };

const every: [string, MailMessage][] = [
  ["order confirmation", orderConfirmationMail(order)],
  ["enrolment confirmation", enrolmentConfirmationMail([HOSTILE], "I agree.")],
  ["refund confirmation", refundConfirmationMail(order, "CN-2026-000001")],
  ["refund of a payment for what the buyer had", refundConfirmationMail(order, null, [HOSTILE])],
  ["refund request rejected", refundRequestRejectedMail(order, HOSTILE)],
  ["sale", saleMail({ title: HOSTILE, price: 24.99 })],
  ["sale refunded", saleRefundedMail({ title: HOSTILE, price: 24.99 })],
  ["approval", approvalMail(product, HOSTILE)],
  ["rejection", rejectionMail(product, HOSTILE)],
  ["question", questionMail({ productId: product.id, title: HOSTILE, author: HOSTILE, text: HOSTILE })],
  ["answer", answerMail({ productId: product.id, title: HOSTILE, author: HOSTILE, text: HOSTILE })],
  ["review", reviewMail({ productId: product.id, title: HOSTILE, author: HOSTILE, stars: 4, text: HOSTILE })],
];

describe.each(every)("the %s email", (_name, mail) => {
  it("shows people's text escaped in the HTML and as written in the plain text", () => {
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain('onerror="');
    expect(mail.html).toContain(escapeHtml(HOSTILE));
    expect(mail.text).toContain(HOSTILE);
  });

  it("loads nothing remote: no image, stylesheet, script or frame", () => {
    expect(mail.html).not.toMatch(/<(img|link|script|iframe|object|embed|style)\b/i);
    expect(mail.html).not.toMatch(/url\(/i);
    expect(mail.html).not.toMatch(/<[^>]*\ssrc=/i);
  });

  it("ends with a link to the email settings, in both parts", () => {
    expect(mail.text).toContain("http://localhost:3000/dashboard/settings");
    expect(mail.html).toContain('href="http://localhost:3000/dashboard/settings"');
  });

  it("has a one-line subject and only absolute links", () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^http:\/\/localhost:3000\//);
  });
});

describe("the buyer's emails", () => {
  it("the order confirmation lists each line and the total and links the invoice and the order", () => {
    const { subject, text, html } = orderConfirmationMail({ ...order, items: [{ title: "Soil Health", price: 24.99 }, { title: "GHG Workbook", price: 12.5 }] });
    expect(subject).toBe("Your order order_ABCDEFGHIJKLM is confirmed");
    expect(text).toContain("Soil Health: €24.99");
    expect(text).toContain("GHG Workbook: €12.50");
    expect(text).toContain("Total: €37.49");
    expect(text).toContain("Your invoice: http://localhost:3000/dashboard/orders/order_ABCDEFGHIJKLM/invoice");
    expect(html).toContain('href="http://localhost:3000/dashboard/orders/order_ABCDEFGHIJKLM"');
    expect(text).toContain("sent whatever your email settings");
  });

  it("a rejected refund request gives the reason", () => {
    expect(refundRequestRejectedMail(order, "You finished the course.").text).toContain("Our reason: You finished the course.");
  });

  it("the refund of a payment for a course the buyer had says why, and neither ends access nor names a credit note (issue 48)", () => {
    const { text } = refundConfirmationMail(order, null, ["GHG Workbook"]);
    expect(text).toContain("We refunded €37.49 for this order to the way you paid.");
    expect(text).toContain("You already had “GHG Workbook” when this payment arrived, so it goes back to you in full and this order adds nothing to your library.");
    expect(text).not.toContain("access");
    expect(text).not.toContain("Credit note");
    expect(text).toContain("Your order: http://localhost:3000/dashboard/orders/order_ABCDEFGHIJKLM");
  });

  it("the refund confirmation says how much went back and links the credit note", () => {
    const { text, html } = refundConfirmationMail(order, "CN-2026-000004");
    expect(text).toContain("We refunded €37.49");
    expect(text).toContain("Credit note CN-2026-000004 reverses the invoice of this order.");
    expect(text).toContain("Your credit note CN-2026-000004: http://localhost:3000/dashboard/orders/order_ABCDEFGHIJKLM/credit-note");
    expect(html).toContain('href="http://localhost:3000/dashboard/orders/order_ABCDEFGHIJKLM/credit-note"');
  });

  it("an order paid before invoices has no credit note to link", () => {
    expect(refundConfirmationMail(order, null).text).not.toContain("credit");
  });

  it("a free enrolment is confirmed with the consent given, and without any price or invoice", () => {
    const one = enrolmentConfirmationMail(["Circular Canvas Guide"], "I expressly agree.");
    expect(one.subject).toBe("You are enrolled in Circular Canvas Guide");
    expect(one.text).toContain("Circular Canvas Guide: free");
    expect(one.text).toContain("When you enrolled you agreed: “I expressly agree.”");
    expect(one.text).toContain("http://localhost:3000/library");
    expect(one.text).not.toMatch(/invoice|€/i);
    expect(enrolmentConfirmationMail(["A", "B"], "x").subject).toBe("You are enrolled in 2 free courses");
  });
});

describe("creators' and learners' emails", () => {
  it("say which switch turns them off", () => {
    expect(saleMail({ title: "A", price: 1 }).text).toContain('"Sales" is on in your email settings. To unsubscribe, turn it off');
    expect(saleRefundedMail({ title: "A", price: 1 }).text).toContain('"Sales" is on in your email settings. To unsubscribe, turn it off');
    expect(rejectionMail(product, "x").text).toContain('"Approvals" is on');
    expect(questionMail({ productId: "p", title: "A", author: "B", text: "C" }).text).toContain('"Questions" is on');
    expect(answerMail({ productId: "p", title: "A", author: "B", text: "C" }).text).toContain('"Questions" is on');
    expect(reviewMail({ productId: "p", title: "A", author: "B", stars: 1, text: "" }).text).toContain('"Reviews" is on');
  });

  it("a rejection carries its reason; a title with line breaks still makes a one-line subject", () => {
    const mail = rejectionMail({ id: "p", title: "Flood\r\nBcc: victim@example.com" }, "Cite your sources.");
    expect(mail.subject).toBe("Changes needed: Flood Bcc: victim@example.com");
    expect(mail.text).toContain("Reason: Cite your sources.");
  });

  it("a review of one star says 1 star", () => {
    expect(reviewMail({ productId: "p", title: "A", author: "Maya", stars: 1, text: "" }).text).toContain("Maya rated “A” 1 star.");
  });
});

describe("email switches", () => {
  it("every kind but the buyer's confirmations has a switch, and only the four email switches are used", () => {
    expect(MAIL_KINDS.filter((kind) => MAIL_SWITCH[kind] === null)).toEqual(["order-confirmation", "enrolment-confirmation", "refund-confirmation", "refund-request-rejected", "student-email"]);
    expect(new Set(Object.values(MAIL_SWITCH).filter(Boolean))).toEqual(new Set(["emailOnSale", "emailOnApproval", "emailOnQuestion", "emailOnReview"]));
  });

  it("a switch turned off stops its emails only; a missing one counts as on; confirmations always go", () => {
    const off = { emailOnSale: false, emailOnReview: false, emailOnQuestion: false, emailOnApproval: false, newsletter: false };
    expect(MAIL_KINDS.filter((kind) => wantsMail(off, kind))).toEqual(["order-confirmation", "enrolment-confirmation", "refund-confirmation", "refund-request-rejected", "student-email"]);
    expect(wantsMail({ emailOnSale: false }, "review")).toBe(true);
    expect(wantsMail(undefined, "sale")).toBe(true);
  });
});
