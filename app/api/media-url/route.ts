import { handleMediaUrlRequest } from "@/lib/media/media-url.server";

/** A short-lived signed URL for one lecture's media (lib/media/media-url.server.ts). */
export async function POST(request: Request) {
  return handleMediaUrlRequest(request);
}
