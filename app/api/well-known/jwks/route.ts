import { NextResponse } from "next/server";
import { credentialJwks } from "@/lib/credentials/well-known.server";
import { route } from "@/lib/http/route";
import { publicKeyCache } from "@/lib/utils/cache-headers";

// Served at /.well-known/jwks.json (next.config.ts rewrites): Next routes no folder named with a dot.
// Rendered per request, so a build never needs the signing key.
export const dynamic = "force-dynamic";

/** The public key of our credentials, for any verifier (any origin may read it). */
export const GET = route("The public key could not be loaded. Please try again.", async () =>
  NextResponse.json(await credentialJwks(), { headers: { ...publicKeyCache, "Content-Type": "application/jwk-set+json" } }),
);
