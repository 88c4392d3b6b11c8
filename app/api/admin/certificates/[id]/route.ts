import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { revokeCertificate } from "@/lib/certificates/manage.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** Admins revoke a certificate: `{ reason }` (3 to 500 characters), audited. 204; 409 when revoked already. */
export const POST = route("The certificate could not be revoked. Please try again.", async (request, { params }: Context) => {
  const token = await verifyAdminRequest(request);
  const { reason } = await objectBody(request);
  await revokeCertificate((await params).id, reason, { uid: token.uid, email: token.email ?? "" });
  return new Response(null, { status: 204, headers: noStore });
});
