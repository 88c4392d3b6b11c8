import "server-only";
import { verifyRequest } from "@/lib/auth/verify-request";
import type { Viewer } from "./manage.server";

/**
 * Who calls a certificate route: nobody (a visitor opening a public certificate) when the request
 * carries no token, else the verified signed-in user; a bad token is refused, not treated as a visitor.
 */
export async function optionalViewer(request: Request): Promise<Viewer> {
  if (!request.headers.get("authorization")) return null;
  const token = await verifyRequest(request);
  return { uid: token.uid, isAdmin: token.admin === true };
}
