import { certificatePdf } from "@/lib/certificates/certificate-pdf.server";
import { certificateDownload } from "@/lib/certificates/download.server";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** The certificate as a PDF, for whoever may open its page; 410 once revoked. */
export const GET = route("The certificate PDF could not be made. Please try again.", async (request, { params }: Context) => {
  const { certificate, url } = await certificateDownload(request, (await params).id);
  const body = await certificatePdf(certificate, url);
  return new Response(Buffer.from(body), {
    headers: { ...noStore, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="certificate-${certificate.id}.pdf"` },
  });
});
