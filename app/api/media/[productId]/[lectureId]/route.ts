import { route } from "@/lib/http/route";
import { handleMediaRequest } from "@/lib/media/serve.server";

type Context = { params: Promise<{ productId: string; lectureId: string }> };

/**
 * A lecture's media, from disk or Cloud Storage, behind a 10-minute signed URL
 * (docs/decisions/0048-lecture-media-signed-urls.md, and 0071 for uploads). Its refusals are
 * plain text, not JSON: a <video> or <iframe> shows them, not our code.
 */
export const GET = route("This lecture's file could not be loaded. Please try again.", async (request, { params }: Context) => {
  const { productId, lectureId } = await params;
  return handleMediaRequest(request, productId, lectureId);
});
