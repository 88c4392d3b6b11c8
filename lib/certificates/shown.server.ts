import "server-only";
import { absoluteUrl } from "@/config/site";
import { productRef } from "@/lib/db/products.server";
import { shownFields } from "@/lib/db/certificate-shape";
import type { Certificate, ShownFields } from "@/lib/types/certificate";
import { isDocumentId } from "@/lib/utils/ids";
import { qrSvg } from "./qr.server";

/** A certificate as its page shows it: the stored copy, plus its QR code and where its names link to. */
export type ShownCertificate = {
  certificate: ShownFields;
  url: string;
  qrSvg: string;
  /** The product's page while the product exists. */
  productHref: string | null;
  /** The university course's page (or the university's, when the course link is gone). */
  universityHref: string | null;
};

export const certificatePath = (id: string) => `/certificates/${id}`;

/** Everything the page renders. The product is read live only for its links; the text is the certificate's own. */
export async function showCertificate(stored: Certificate): Promise<ShownCertificate> {
  const certificate = shownFields(stored);
  const url = absoluteUrl(certificatePath(certificate.id));
  const [product, svg] = await Promise.all([isDocumentId(certificate.productId) ? productRef(certificate.productId).get() : null, qrSvg(url)]);
  const university = String(product?.get("university") ?? "");
  const course = String(product?.get("uniCourse") ?? "");
  const universityHref = !isDocumentId(university) ? null : isDocumentId(course) ? `/universities/${university}/courses/${course}` : `/universities/${university}`;
  return { certificate, url, qrSvg: svg, productHref: product?.exists ? `/products/${certificate.productId}` : null, universityHref };
}
