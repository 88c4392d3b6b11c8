import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { checkout, CheckoutError, parseCheckoutBody } from "@/lib/payments/checkout.server";

/**
 * Starts a checkout for the caller (uid from the verified ID token). The body carries product
 * ids only; prices are read from Firestore. Answers `{ url }` to open, or `{ enrolled }` when
 * everything was free.
 */
export async function POST(request: Request) {
  try {
    const { uid, email } = await verifyRequest(request);
    const productIds = parseCheckoutBody(await request.json().catch(() => null));
    const { url, enrolled } = await checkout({ uid, email: email ?? "", productIds, origin: new URL(request.url).origin });
    return NextResponse.json(url ? { url, enrolled } : { enrolled });
  } catch (error) {
    if (error instanceof RequestAuthError || error instanceof CheckoutError) {
      const productIds = error instanceof CheckoutError ? error.productIds : [];
      return NextResponse.json({ code: error.code, error: error.message, productIds }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "checkout/failed", error: "The checkout could not start. Please try again." }, { status: 500 });
  }
}
