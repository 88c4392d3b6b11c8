import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { notifyCreatorsOfReview, ReviewNotifyError } from "@/lib/reviews/notify.server";

/**
 * Called by the reviewer's browser right after its review transaction succeeded: every creator
 * of the product gets a "review" notification, once per review however often this is called.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { uid } = await verifyRequest(request);
    const { id } = await params;
    const notified = await notifyCreatorsOfReview(id, uid);
    return NextResponse.json({ notified });
  } catch (error) {
    if (error instanceof RequestAuthError || error instanceof ReviewNotifyError) {
      return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "review/notify-failed", error: "The creators could not be notified." }, { status: 500 });
  }
}
