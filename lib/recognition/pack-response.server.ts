import "server-only";
import { verifyRequest } from "@/lib/auth/verify-request";
import { HttpError } from "@/lib/http/error";
import { noStore } from "@/lib/utils/cache-headers";
import type { PackCertificate } from "./json-ld";
import { learnerCertificateFor } from "./learner-certificate.server";
import { readPackData, type PackData } from "./pack-data.server";

/**
 * The anonymous pack is the same for everyone: shared caches keep it as long as the product's
 * cached read (5 minutes), keyed also on Authorization, so a learner's own pack never comes from
 * another visitor's.
 */
export const publicPackCache = { "Cache-Control": "public, max-age=300, s-maxage=300", Vary: "Authorization" };

type Render = (data: PackData, certificate: PackCertificate | null) => Promise<{ body: BodyInit; type: string; extension: string }>;

const fileName = (data: PackData) => `recognition-pack-${data.product.id}`;

/**
 * GET a product's recognition pack. A visitor gets the public, cacheable pack; a signed-in caller
 * (Authorization: Bearer <ID token>) who holds a certificate of the course also gets it in the
 * pack, and that answer is private. 404 for a product that is missing or not approved.
 */
export async function packResponse(request: Request, productId: string, render: Render): Promise<Response> {
  const data = await readPackData(productId);
  if (!data) throw new HttpError(404, "recognition/not-found", "This course is not available.");
  const signedIn = request.headers.has("authorization");
  const certificate = signedIn ? await learnerCertificateFor((await verifyRequest(request)).uid, data.product.id) : null;
  const { body, type, extension } = await render(data, certificate);
  return new Response(body, {
    headers: {
      ...(certificate ? noStore : publicPackCache),
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${fileName(data)}.${extension}"`,
    },
  });
}
