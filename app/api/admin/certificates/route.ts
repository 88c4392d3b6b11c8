import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { pageCertificates } from "@/lib/db/certificates.server";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { route } from "@/lib/http/route";
import { shownFields } from "@/lib/db/certificate-shape";
import { noStore } from "@/lib/utils/cache-headers";

/** Admins: the newest certificates first, 20 a page, `?after=` the previous answer's `next`. */
export const GET = route("The certificates could not be loaded. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  const page = await pageCertificates(decodeCursor(new URL(request.url).searchParams.get("after")));
  return NextResponse.json({ certificates: page.items.map(shownFields), next: page.next ? encodeCursor(page.next) : null }, { headers: noStore });
});
