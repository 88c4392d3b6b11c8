import { NextResponse } from "next/server";
import { findUserAccess, grantAccess, revokeAccess } from "@/lib/admin/access.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { accessChangeBody, accessChangeRefusal } from "@/lib/schemas/admin";
import { parseOrRefuse } from "@/lib/schemas/parse";

/** `?email=`: that account and a page of its products (`&after=` the next). The products to grant are searched at ./products. */
export const GET = route("The user could not be looked up. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  const params = new URL(request.url).searchParams;
  return NextResponse.json(await findUserAccess(params.get("email"), params.get("after")));
});

/** `{ action: "grant" | "revoke", email, productId, reason }`. */
export const POST = route("The change could not be saved. Please try again.", async (request) => {
  const { uid, email } = await verifyAdminRequest(request);
  const { action, ...change } = parseOrRefuse(accessChangeBody, await objectBody(request), accessChangeRefusal);
  const actor = { uid, email: email ?? "" };
  if (action === "revoke") {
    await revokeAccess(actor, change);
    return NextResponse.json({ result: "revoked" });
  }
  return NextResponse.json({ result: await grantAccess(actor, change) });
});
