import { NextResponse, type NextRequest } from "next/server";
// A relative path: the bench's reference app (scripts/bench/reference-app) is built inside this
// workspace, and Next picks up this file there too, without our "@/" alias.
import { judgeOrigin } from "./lib/security/same-origin";

/** Refuses cross-site writes to our API before any handler runs (lib/security/same-origin.ts). */
export function proxy(request: NextRequest) {
  const verdict = judgeOrigin({
    method: request.method,
    origin: request.headers.get("origin"),
    // Behind Firebase App Hosting or another proxy the public host is the forwarded one.
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  });
  if (!verdict.allowed) return NextResponse.json({ error: verdict.reason }, { status: 403 });
  return NextResponse.next();
}

export const config = {
  matcher: "/api/:path*",
};
