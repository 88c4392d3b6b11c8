import { handleMediaRequest } from "@/lib/media/serve.server";

type Context = { params: Promise<{ productId: string; lectureId: string }> };

/**
 * A lecture's media behind a signed URL: the local stand-in for Cloud Storage download URLs
 * with tokens (docs/decisions.md).
 */
export async function GET(request: Request, { params }: Context) {
  const { productId, lectureId } = await params;
  return handleMediaRequest(request, productId, lectureId);
}
