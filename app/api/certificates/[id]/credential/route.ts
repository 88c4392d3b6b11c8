import { credentialFile } from "@/lib/certificates/credential-port.server";
import { certificateDownload } from "@/lib/certificates/download.server";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** The stored Open Badges credential as a file, for whoever may open the page; 410 once revoked. */
export const GET = route("The credential could not be downloaded. Please try again.", async (request, { params }: Context) => {
  const { certificate } = await certificateDownload(request, (await params).id);
  return new Response(credentialFile(certificate.credential), {
    headers: { ...noStore, "Content-Type": "application/json", "Content-Disposition": `attachment; filename="certificate-${certificate.id}.json"` },
  });
});
