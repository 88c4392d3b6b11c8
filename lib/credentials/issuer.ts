import { brand } from "@/config/brand";
import { siteUrl } from "@/config/site";

/**
 * Our did:web identifier: the site's host (a port's colon percent-encoded, as did:web requires),
 * resolved by a verifier to https://<host>/.well-known/did.json.
 * https://w3c-ccg.github.io/did-method-web/#create-register
 */
export function issuerDid(origin: string = siteUrl): string {
  return `did:web:${encodeURIComponent(new URL(origin).host)}`;
}

/** The Open Badges issuer Profile every credential of ours names. */
export function issuerProfile(origin: string = siteUrl) {
  return { id: issuerDid(origin), type: ["Profile"], name: brand.name, url: origin, email: brand.contactEmail };
}
