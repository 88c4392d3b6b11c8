import fc from "fast-check";
import { GET as exportAccount } from "@/app/api/account/export/route";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { POST as confirmUniversityEmail } from "@/app/api/account/university-email/confirm/route";
import { DELETE as removeUniversityEmail, GET as readUniversityEmail, POST as requestUniversityEmail } from "@/app/api/account/university-email/route";
import { POST as bulkAccess } from "@/app/api/admin/access/bulk/route";
import { GET as searchAccessProducts } from "@/app/api/admin/access/products/route";
import { GET as findAccess, POST as changeAccess } from "@/app/api/admin/access/route";
import { GET as reviewProduct, POST as decideProduct } from "@/app/api/admin/approvals/[id]/route";
import { GET as approvalQueue } from "@/app/api/admin/approvals/route";
import { POST as refundOrder } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as revokeCertificate } from "@/app/api/admin/certificates/[id]/route";
import { GET as adminCertificates } from "@/app/api/admin/certificates/route";
import { GET as certificateCredential } from "@/app/api/certificates/[id]/credential/route";
import { GET as certificatePdf } from "@/app/api/certificates/[id]/pdf/route";
import { GET as readCertificate, PATCH as changeCertificate } from "@/app/api/certificates/[id]/route";
import { POST as completeCourse } from "@/app/api/learning/[productId]/complete/route";
import { GET as adminOrder, POST as adminOrderAction } from "@/app/api/admin/orders/[id]/route";
import { GET as adminOrders } from "@/app/api/admin/orders/route";
import { POST as askForRefund } from "@/app/api/orders/[id]/refund-request/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { GET as adminOverview } from "@/app/api/admin/overview/route";
import { DELETE as deleteUniData, PATCH as editUniData, POST as addUniData } from "@/app/api/admin/uni-data/route";
import { GET as cartCatalogue } from "@/app/api/cart/route";
import { POST as verifyCertificate } from "@/app/api/certificates/verify/route";
import { POST as startCheckout } from "@/app/api/checkout/route";
import { POST as answerInvitation } from "@/app/api/creator/invitations/[productId]/route";
import { GET as listInvitations } from "@/app/api/creator/invitations/route";
import { GET as creatorOverview } from "@/app/api/creator/overview/route";
import { POST as connectPayouts } from "@/app/api/creator/payouts/connect/route";
import { POST as localOnboarding } from "@/app/api/creator/payouts/local-onboarding/route";
import { GET as readPayouts } from "@/app/api/creator/payouts/route";
import { POST as withdrawPayout } from "@/app/api/creator/payouts/withdraw/route";
import { GET as performance } from "@/app/api/creator/performance/route";
import { GET as universityTree } from "@/app/api/creator/universities/[id]/route";
import { POST as reviseProduct } from "@/app/api/creator/products/[id]/revise/route";
import { POST as submitProduct } from "@/app/api/creator/products/[id]/submit/route";
import { GET as readTeam, PUT as saveTeam } from "@/app/api/creator/products/[id]/team/route";
import { POST as mediaUrl } from "@/app/api/media-url/route";
import { GET as orderCreditNote } from "@/app/api/orders/[id]/credit-note/route";
import { GET as orderInvoice } from "@/app/api/orders/[id]/invoice/route";
import { GET as serveMedia } from "@/app/api/media/[productId]/[lectureId]/route";
import { POST as completeLocalPayment } from "@/app/api/payments/local/complete/route";
import { POST as paymentWebhook } from "@/app/api/payments/webhook/route";
import { POST as answerQuestion } from "@/app/api/products/[id]/questions/[qid]/answers/route";
import { GET as listQuestions, POST as askQuestion } from "@/app/api/products/[id]/questions/route";
import { DELETE as deleteReview, PATCH as editReview } from "@/app/api/products/[id]/reviews/[reviewId]/route";
import { POST as reviewPosted } from "@/app/api/products/[id]/reviews/posted/route";
import { GET as listReviews } from "@/app/api/products/[id]/reviews/route";
import { GET as recognitionPackJsonLd } from "@/app/api/products/[id]/recognition-pack.jsonld/route";
import { GET as recognitionPackPdf } from "@/app/api/products/[id]/recognition-pack.pdf/route";
import { GET as didDocument } from "@/app/api/well-known/did/route";
import { GET as jwks } from "@/app/api/well-known/jwks/route";
import {
  addUniDataBody,
  badDecision,
  badTeam,
  body,
  deleteUniDataQuery,
  editUniDataBody,
  emailList,
  FUZZ_PRODUCT,
  FUZZ_USER_EMAIL,
  ignoredBody,
  ignoredQuery,
  cursorQuery,
  localPayment,
  mediaQuery,
  performanceQuery,
  productId,
  productIds,
  range,
  reason,
  unknownProductIds,
  webhookCall,
  type FuzzCall,
  type Params,
} from "./route-fuzz-bodies";
import {
  anyIdString,
  anyText,
  anyValue,
  badEmail,
  badId,
  badText,
  blank,
  MAX_FUZZ_STRING,
  nanLike,
  nearMiss,
  notAString,
  oddEmail,
  textOfLength,
  unicodeText,
  unknownId,
} from "./route-fuzz-inputs";

// Text shaped like a generated id, which the product picker also reads as one (a document of nothing).
const generatedLikeId = fc.stringMatching(/^[A-Za-z0-9-]{1,8}_[A-Za-z0-9]{13}$/);

/** "4xx": every malformed request is refused; otherwise why a 2xx is the right answer (then only < 500 is asserted). */
export type Expectation = "4xx" | { below500: string };
export type Caller = "visitor" | "user" | "admin";

export type RouteCase = {
  /** "METHOD /api/path/[param]", as the file tree names it. */
  route: string;
  call: (request: Request, params: Params) => Promise<Response>;
  input: fc.Arbitrary<FuzzCall>;
  expect: Partial<Record<Caller, Expectation>>;
  /** Callers deliberately not fuzzed, and why. */
  skip?: Partial<Record<Caller, string>>;
  /** Answers text/plain rather than JSON (the media route feeds <video> and <iframe>). */
  plainText?: true;
};

function route<P extends Params>(
  name: string,
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  spec: Omit<RouteCase, "route" | "call">,
): RouteCase {
  return { route: name, call: (request, params) => handler(request, { params: Promise.resolve(params as P) }), ...spec };
}

const adminOnly = (admin: Expectation) => ({ visitor: "4xx", user: "4xx", admin }) as const;
const signedIn = (user: Expectation) => ({ visitor: "4xx", user }) as const;

/** Every route handler of app/api, each exported method once. */
export const ROUTES: RouteCase[] = [
  route("DELETE /api/account", deleteAccount, {
    input: fc.record({ body: ignoredBody }),
    expect: { visitor: "4xx" },
    skip: { user: "With a fresh token the account is deleted whatever the body says: that is the route's job, not malformed input." },
  }),
  route("GET /api/account/export", exportAccount, {
    input: fc.record({ query: ignoredQuery }),
    expect: signedIn({ below500: "Nothing in the request chooses what is exported: the caller gets their own data, or 429 within a minute of the last export." }),
  }),
  route("GET /api/account/university-email", readUniversityEmail, {
    input: fc.record({ query: ignoredQuery }),
    expect: signedIn({ below500: "Nothing in the request chooses what is read: the caller's own verification, or null." }),
  }),
  route("POST /api/account/university-email", requestUniversityEmail, {
    // No fuzz university lists a domain, so every address is refused before anything is stored.
    input: fc.record({ body: body(fc.record({ email: fc.oneof(badEmail, oddEmail) }, { requiredKeys: [] })) }),
    expect: signedIn("4xx"),
  }),
  route("DELETE /api/account/university-email", removeUniversityEmail, {
    input: fc.record({ body: ignoredBody }),
    expect: signedIn({ below500: "Removes the caller's own verification, if any; the body is ignored." }),
  }),
  route("POST /api/account/university-email/confirm", confirmUniversityEmail, {
    input: fc.record({ body: body(fc.record({ token: fc.oneof(anyValue, textOfLength(43, 43)) }, { requiredKeys: [] })) }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/admin/access/bulk", bulkAccess, {
    input: fc.record({ body: body(nearMiss({ emails: emailList, productId, reason })) }),
    expect: adminOnly("4xx"),
  }),
  route("GET /api/admin/access/products", searchAccessProducts, {
    input: fc.record({
      query: fc.oneof(ignoredQuery, fc.record({ q: fc.oneof(blank, nanLike, unicodeText, generatedLikeId, fc.constant(FUZZ_PRODUCT), textOfLength(1, MAX_FUZZ_STRING)) })),
    }),
    expect: adminOnly({ below500: "A title search or a pasted id: any text of 1 to 100 characters gets its matches, often none (blank or longer text: a 400)." }),
  }),
  route("GET /api/admin/access", findAccess, {
    input: fc.record({ query: fc.record({ email: fc.oneof(badEmail.filter((value): value is string => typeof value === "string"), oddEmail) }) }),
    expect: adminOnly("4xx"),
  }),
  route("POST /api/admin/access", changeAccess, {
    input: fc.record({
      body: body(
        nearMiss({
          action: { good: fc.constantFrom("grant", "revoke"), bad: fc.oneof(notAString, blank, fc.constantFrom("GRANT", " grant", "delete", "approve"), unicodeText) },
          email: { good: fc.oneof(fc.constant(FUZZ_USER_EMAIL), oddEmail), bad: badEmail },
          productId,
          reason,
        }),
      ),
    }),
    expect: adminOnly("4xx"),
  }),
  route("GET /api/admin/approvals/[id]", reviewProduct, {
    input: fc.record({ params: fc.record({ id: anyIdString() }) }),
    expect: adminOnly("4xx"),
  }),
  route("POST /api/admin/approvals/[id]", decideProduct, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), body: body(badDecision) }),
    expect: adminOnly("4xx"),
  }),
  route("GET /api/admin/approvals", approvalQueue, {
    input: fc.record({ query: cursorQuery }),
    expect: adminOnly({ below500: "A page of the queue; a cursor that is not one starts at the first page." }),
  }),
  route("POST /api/admin/orders/[id]/refund", refundOrder, {
    input: fc.record({ params: fc.record({ id: anyIdString() }), body: body(fc.oneof(nearMiss({ reason }), fc.record({ reason: reason.good }))) }),
    expect: adminOnly("4xx"),
  }),
  route("GET /api/admin/orders", adminOrders, {
    input: fc.record({
      query: fc.oneof(
        cursorQuery,
        fc.record({ filter: fc.oneof(fc.constantFrom("requests", "all"), unicodeText, blank), q: fc.oneof(blank, unicodeText, oddEmail, fc.constant("order_with/slash"), fc.constant("2026-000001"), textOfLength(1, 400)) }, { requiredKeys: [] }),
      ),
    }),
    expect: adminOnly({ below500: "A page of orders: an unknown filter is the queue, and a search is an email, an invoice number or an order id (a page, often empty) or a 400." }),
  }),
  route("GET /api/admin/orders/[id]", adminOrder, {
    // No order exists in this test's data, so every id is refused.
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: adminOnly("4xx"),
  }),
  route("POST /api/admin/orders/[id]", adminOrderAction, {
    input: fc.record({
      params: fc.record({ id: anyIdString() }),
      body: body(nearMiss({ action: { good: fc.constantFrom("reject", "goodwill"), bad: fc.oneof(notAString, blank, fc.constantFrom("REJECT", "refund", " goodwill")) }, reason })),
    }),
    expect: adminOnly("4xx"),
  }),
  route("POST /api/orders/[id]/refund-request", askForRefund, {
    // No order of the fuzz user exists, so well-formed reasons are refused too.
    input: fc.record({ params: fc.record({ id: anyIdString() }), body: body(fc.oneof(nearMiss({ reason: { good: textOfLength(3, 2_000), bad: badText(3, 2_000) } }), fc.record({ reason: textOfLength(3, 2_000) }))) }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/orders/[id]/cancel", cancelOrder, {
    // The fuzz user has no order, so every id is refused; the body is ignored.
    input: fc.record({ params: fc.record({ id: anyIdString() }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  // No certificate exists in this test's data, and the fuzz user owns no product: every id is refused.
  route("POST /api/learning/[productId]/complete", completeCourse, {
    input: fc.record({ params: fc.record({ productId: anyIdString(FUZZ_PRODUCT) }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/certificates/[id]", readCertificate, {
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: { visitor: "4xx", user: "4xx", admin: "4xx" },
  }),
  route("PATCH /api/certificates/[id]", changeCertificate, {
    input: fc.record({
      params: fc.record({ id: anyIdString() }),
      body: body(nearMiss({ public: { good: fc.boolean(), bad: fc.oneof(notAString, blank, fc.constantFrom("true", 1, null)) }, learnerName: { good: textOfLength(1, 120), bad: badText(1, 120) } })),
    }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/certificates/[id]/pdf", certificatePdf, {
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: { visitor: "4xx", user: "4xx", admin: "4xx" },
  }),
  route("GET /api/certificates/[id]/credential", certificateCredential, {
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: { visitor: "4xx", user: "4xx", admin: "4xx" },
  }),
  route("GET /api/admin/certificates", adminCertificates, {
    input: fc.record({ query: cursorQuery }),
    expect: adminOnly({ below500: "A page of certificates, often empty; a cursor that is not one starts at the first page." }),
  }),
  route("POST /api/admin/certificates/[id]", revokeCertificate, {
    input: fc.record({ params: fc.record({ id: anyIdString() }), body: body(fc.oneof(nearMiss({ reason }), fc.record({ reason: reason.good }))) }),
    expect: adminOnly("4xx"),
  }),
  route("GET /api/admin/overview", adminOverview, {
    input: fc.record({ query: ignoredQuery }),
    expect: adminOnly({ below500: "The counts take no input: an admin gets them whatever the query says." }),
  }),
  route("POST /api/admin/uni-data", addUniData, { input: fc.record({ body: body(addUniDataBody) }), expect: adminOnly("4xx") }),
  route("PATCH /api/admin/uni-data", editUniData, { input: fc.record({ body: body(editUniDataBody) }), expect: adminOnly("4xx") }),
  route("DELETE /api/admin/uni-data", deleteUniData, { input: fc.record({ query: deleteUniDataQuery }), expect: adminOnly("4xx") }),
  route("GET /api/cart", cartCatalogue, {
    input: fc.record({
      query: fc.oneof(ignoredQuery, fc.record({ ids: fc.oneof(blank, unicodeText, fc.string(), unknownProductIds.map((ids) => ids.join(","))) })),
    }),
    expect: {
      visitor: { below500: "Public catalogue data: well-formed ids of nothing get an empty list." },
      user: { below500: "Public catalogue data: well-formed ids of nothing get an empty list." },
    },
  }),
  route("POST /api/certificates/verify", verifyCertificate, {
    input: fc.record({
      body: body(
        fc.oneof(
          fc.record({ credential: fc.oneof(anyValue, fc.stringMatching(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,40}$/)) }),
          fc.record({ url: fc.oneof(anyValue, fc.webUrl(), anyIdString().map((id) => `http://shop.test/certificates/${id}`), fc.constant("http://169.254.169.254/certificates/abc")) }),
        ),
      ),
    }),
    expect: {
      visitor: { below500: "Anyone checks a credential: text that is none answers 200 with the verdict unreadable or foreign; an address not ours, or of no public certificate, a 400 or 404." },
      user: { below500: "Public: the token changes nothing." },
    },
  }),
  route("POST /api/checkout", startCheckout, {
    input: fc.record({ body: body(fc.oneof(fc.record({ productIds, prices: fc.option(anyValue, { nil: undefined }) }), fc.record({ productIds: unknownProductIds }))) }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/creator/invitations/[productId]", answerInvitation, {
    // No product has an open invitation, so even a well-formed answer is refused.
    input: fc.record({
      params: fc.record({ productId: anyIdString(FUZZ_PRODUCT) }),
      body: body(fc.record({ accept: fc.oneof(fc.constantFrom(null, 1, 0, "true", "false", "yes", [true], {}), unicodeText, fc.boolean()) })),
    }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/creator/invitations", listInvitations, {
    input: fc.record({ query: ignoredQuery }),
    expect: signedIn({ below500: "Lists the caller's own invitations; the query is ignored." }),
  }),
  route("GET /api/creator/overview", creatorOverview, {
    input: fc.record({ query: ignoredQuery }),
    expect: signedIn({ below500: "The caller's own overview; the query is ignored." }),
  }),
  route("POST /api/creator/payouts/connect", connectPayouts, {
    input: fc.record({ body: ignoredBody }),
    expect: signedIn({ below500: "Connects the caller's own payout account; the body is ignored (writes connections/{uid} only)." }),
  }),
  route("POST /api/creator/payouts/local-onboarding", localOnboarding, {
    input: fc.record({ body: ignoredBody }),
    expect: signedIn({ below500: "Finishes the caller's own local onboarding (409 before connecting); the body is ignored." }),
  }),
  route("GET /api/creator/payouts", readPayouts, {
    input: fc.record({ query: ignoredQuery }),
    expect: signedIn({ below500: "The caller's own payouts; the query is ignored." }),
  }),
  route("POST /api/creator/payouts/withdraw", withdrawPayout, {
    // The body is ignored; the fuzz user has no balance, so there is never anything to pay out.
    input: fc.record({ body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/creator/performance", performance, { input: fc.record({ query: performanceQuery }), expect: signedIn("4xx") }),
  route("POST /api/creator/products/[id]/revise", reviseProduct, {
    // The body is ignored and the real id would rightly create a working copy: only ids of nothing.
    input: fc.record({ params: fc.record({ id: anyIdString() }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/creator/products/[id]/submit", submitProduct, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/creator/products/[id]/team", readTeam, { input: fc.record({ params: fc.record({ id: anyIdString() }) }), expect: signedIn("4xx") }),
  route("PUT /api/creator/products/[id]/team", saveTeam, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), body: body(badTeam) }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/creator/universities/[id]", universityTree, {
    // No university exists in this test's data, so every id is refused.
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/media-url", mediaUrl, {
    // The product has no lectures, so well-formed ids are refused too.
    input: fc.record({ body: body(fc.oneof(nearMiss({ productId, lectureId: { good: unknownId, bad: badId } }), fc.record({ productId: anyIdString(FUZZ_PRODUCT), lectureId: anyIdString() }))) }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/orders/[id]/invoice", orderInvoice, {
    // No order of the fuzz user is paid, so every id is refused, the user's too.
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/orders/[id]/credit-note", orderCreditNote, {
    // No order of the fuzz user is refunded, so every id is refused, the user's too.
    input: fc.record({ params: fc.record({ id: anyIdString() }), query: ignoredQuery }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/media/[productId]/[lectureId]", serveMedia, {
    input: fc.record({ params: fc.record({ productId: anyIdString(FUZZ_PRODUCT), lectureId: anyIdString() }), query: mediaQuery, headers: fc.record({ range }, { requiredKeys: [] }) }),
    // The route reads no token: the signed URL is the credential, so the user's token changes nothing.
    expect: { visitor: "4xx", user: "4xx" },
    plainText: true,
  }),
  route("POST /api/payments/local/complete", completeLocalPayment, { input: fc.record({ body: body(localPayment) }), expect: { visitor: "4xx", user: "4xx" } }),
  route("POST /api/payments/webhook", paymentWebhook, { input: webhookCall, expect: { visitor: "4xx", user: "4xx" } }),
  route("POST /api/products/[id]/questions/[qid]/answers", answerQuestion, {
    // The product has no questions, so well-formed text is refused too.
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT), qid: anyIdString() }), body: body(fc.record({ text: anyText(3, 2_000) })) }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/products/[id]/questions", listQuestions, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), query: cursorQuery }),
    expect: {
      visitor: { below500: "Public: a page of an approved product's questions (400 for a cursor that is not one, 404 for any other product)." },
      user: { below500: "Public: the token changes nothing." },
    },
  }),
  route("POST /api/products/[id]/questions", askQuestion, {
    input: fc.oneof(
      fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), body: body(fc.record({ text: badText(3, 2_000) })) }),
      fc.record({ params: fc.record({ id: anyIdString() }), body: body(fc.record({ text: anyText(3, 2_000) })) }),
    ),
    expect: signedIn("4xx"),
  }),
  ...([
    ["GET /api/products/[id]/recognition-pack.jsonld", recognitionPackJsonLd],
    ["GET /api/products/[id]/recognition-pack.pdf", recognitionPackPdf],
  ] as const).map(([name, handler]) =>
    route(name, handler, {
      input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }) }),
      expect: {
        visitor: { below500: "Public: the pack of an approved product, 404 for any other id." },
        user: { below500: "Public: the token adds the caller's certificate, when they hold one." },
      },
    }),
  ),
  route("GET /api/products/[id]/reviews", listReviews, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), query: cursorQuery }),
    expect: {
      visitor: { below500: "Public: a page of an approved product's reviews (400 for a cursor that is not one, 404 for any other product)." },
      user: { below500: "Public: the token changes nothing." },
    },
  }),
  route("PATCH /api/products/[id]/reviews/[reviewId]", editReview, {
    // Review ids are their authors' uids and the fuzz user wrote none: every id is someone else's or nobody's.
    input: fc.record({
      params: fc.record({ id: anyIdString(FUZZ_PRODUCT), reviewId: anyIdString() }),
      body: body(fc.record({ stars: fc.oneof(anyValue, fc.integer({ min: -2, max: 8 })), text: anyText(1, 2_000) }, { requiredKeys: [] })),
    }),
    expect: signedIn("4xx"),
  }),
  route("DELETE /api/products/[id]/reviews/[reviewId]", deleteReview, {
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT), reviewId: anyIdString() }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("POST /api/products/[id]/reviews/posted", reviewPosted, {
    // The fuzz user wrote no review, so no id gets past the review check.
    input: fc.record({ params: fc.record({ id: anyIdString(FUZZ_PRODUCT) }), body: ignoredBody }),
    expect: signedIn("4xx"),
  }),
  route("GET /api/well-known/jwks", jwks, {
    input: fc.record({ query: ignoredQuery }),
    expect: { visitor: { below500: "The public key takes no input." }, user: { below500: "The public key takes no input." } },
  }),
  route("GET /api/well-known/did", didDocument, {
    input: fc.record({ query: ignoredQuery }),
    expect: { visitor: { below500: "The DID document takes no input." }, user: { below500: "The DID document takes no input." } },
  }),
];
