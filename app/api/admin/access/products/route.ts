import { NextResponse } from "next/server";
import { findProductChoices } from "@/lib/admin/access.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** `?q=` a title's words or a product id: at most 10 products of any state to grant, `{ products, more }`. */
export const GET = route("The products could not be searched. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  const choices = await findProductChoices(new URL(request.url).searchParams.get("q"));
  return NextResponse.json(choices, { headers: noStore });
});
