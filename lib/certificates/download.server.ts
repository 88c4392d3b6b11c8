import "server-only";
import { absoluteUrl } from "@/config/site";
import { HttpError } from "@/lib/http/error";
import type { Certificate } from "@/lib/types/certificate";
import { formatDate } from "@/lib/utils/format";
import { certificateFor } from "./manage.server";
import { certificatePath } from "./shown.server";
import { optionalViewer } from "./viewer.server";

/**
 * The certificate a download route serves: visible to the caller as its page is, and not revoked
 * (a revoked certificate's page says so; a file would travel without that notice).
 */
export async function certificateDownload(request: Request, id: string): Promise<{ certificate: Certificate; url: string }> {
  const { certificate } = await certificateFor(id, await optionalViewer(request));
  if (certificate.revokedAt) {
    throw new HttpError(410, "certificate/revoked", `This certificate was revoked on ${formatDate(certificate.revokedAt)}: ${certificate.revokedReason ?? ""}`.trim());
  }
  return { certificate, url: absoluteUrl(certificatePath(certificate.id)) };
}
