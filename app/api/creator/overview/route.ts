import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { creatorOverview } from "@/lib/creator/overview.server";
import { creatorErrorResponse } from "@/lib/creator/responses.server";

/** The signed-in creator's products, latest sales and unanswered questions; never cached. */
export async function GET(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    return NextResponse.json(await creatorOverview(uid), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return creatorErrorResponse(error, "Your overview could not be loaded. Please try again.");
  }
}
