import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { creatorOverview } from "@/lib/creator/overview.server";
import { route } from "@/lib/http/route";

/** The signed-in creator's products, latest sales and unanswered questions; never cached. */
export const GET = route("Your overview could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  return NextResponse.json(await creatorOverview(uid), { headers: { "Cache-Control": "no-store" } });
});
