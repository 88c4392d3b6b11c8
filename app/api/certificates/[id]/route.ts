import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { certificateFor, changeOwnCertificate } from "@/lib/certificates/manage.server";
import { showCertificate } from "@/lib/certificates/shown.server";
import { optionalViewer } from "@/lib/certificates/viewer.server";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** `{ shown, role }` for its learner, an admin, or anyone when public; 404 otherwise (as for a missing one). */
export const GET = route("The certificate could not be loaded. Please try again.", async (request, { params }: Context) => {
  const { certificate, role } = await certificateFor((await params).id, await optionalViewer(request));
  return NextResponse.json({ shown: await showCertificate(certificate), role }, { headers: noStore });
});

/** Its learner: `{ public?: boolean, learnerName?: string }`. Answers the certificate as changed. */
export const PATCH = route("Your certificate could not be changed. Please try again.", async (request, { params }: Context) => {
  const { uid } = await verifyRequest(request);
  const changed = await changeOwnCertificate((await params).id, uid, await objectBody(request));
  return NextResponse.json({ public: changed.public, learnerName: changed.learnerName }, { headers: noStore });
});
