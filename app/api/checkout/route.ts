import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { jsonBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { checkout } from "@/lib/payments/checkout.server";
import { checkoutBody, checkoutRefusal } from "@/lib/schemas/checkout";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/**
 * Starts a checkout for the caller (uid from the verified ID token). The body carries product
 * ids, the consent version the buyer ticked and their country; prices are read from Firestore. Answers `{ url }` to open, or `{ enrolled }` when
 * everything was free. A refusal about some products names them in `productIds`.
 */
export const POST = route("The checkout could not start. Please try again.", async (request) => {
  const { uid, email } = await verifyRequest(request);
  const { productIds, country } = parseOrRefuse(checkoutBody, await jsonBody(request), checkoutRefusal);
  await consumeRateLimit("checkout", uid);
  const { url, enrolled } = await checkout({ uid, email: email ?? "", productIds, country, origin: new URL(request.url).origin });
  return NextResponse.json(url ? { url, enrolled } : { enrolled });
});
