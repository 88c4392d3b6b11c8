import { NextResponse } from "next/server";
import { credentialDidDocument } from "@/lib/credentials/well-known.server";
import { route } from "@/lib/http/route";
import { publicKeyCache } from "@/lib/utils/cache-headers";

// Served at /.well-known/did.json (next.config.ts rewrites): Next routes no folder named with a dot.
// Rendered per request, so a build never needs the signing key.
export const dynamic = "force-dynamic";

/** Our did:web DID document, which names the key our credentials' headers point to. */
export const GET = route("The DID document could not be loaded. Please try again.", async () =>
  NextResponse.json(await credentialDidDocument(), { headers: { ...publicKeyCache, "Content-Type": "application/did+json" } }),
);
