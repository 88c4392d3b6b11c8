import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { deleteCertificatesOf } from "@/lib/db/certificates.server";
import { deleteUserAndRecord } from "@/lib/db/users.server";
import { route } from "@/lib/http/route";
import { deleteStampedCopiesOf } from "@/lib/media/stamped-copy.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

const RECENT_LOGIN_SECONDS = 5 * 60;

/** Deletes the caller's own account; the uid comes from the verified token, never the body. */
export const DELETE = route("We could not delete your account. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request, { recentLoginSeconds: RECENT_LOGIN_SECONDS });
  await consumeRateLimit("account-delete", uid);
  // Their stamped PDFs carry their name and e-mail (docs/decisions/0196-documents-stamped-for-their-buyer.md).
  await deleteStampedCopiesOf(uid);
  // Certificates carry the name they chose (docs/decisions/0182-learner-chosen-name-on-certificates.md).
  await deleteCertificatesOf(uid);
  await deleteUserAndRecord(uid);
  return new NextResponse(null, { status: 204 });
});
