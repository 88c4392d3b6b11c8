import { NextResponse } from "next/server";
import { listPendingProducts } from "@/lib/admin/approvals.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** The approval queue, for admins only: a page of pending products with their outlines, oldest first, after `?after=`. */
export const GET = route("The approval queue could not be loaded. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  return NextResponse.json(await listPendingProducts(new URL(request.url).searchParams.get("after")), { headers: noStore });
});
