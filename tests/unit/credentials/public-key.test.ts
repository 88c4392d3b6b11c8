import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from "jose";
import { GET as didDocument } from "@/app/api/well-known/did/route";
import { GET as jwks } from "@/app/api/well-known/jwks/route";
import { DEV_CREDENTIAL_SIGNING_JWK } from "@/lib/credentials/dev-signing-key";
import { signingJwk } from "@/lib/credentials/keys.server";
import { signCredential } from "@/lib/credentials/sign.server";
import { credential } from "../../factories/credential";

const get = (handler: (request: Request) => Promise<Response>, path: string) => handler(new Request(`http://shop.test${path}`));

describe("the published public key", () => {
  it("at /.well-known/jwks.json verifies a credential with a plain JOSE library, as a university's verifier would", async () => {
    const response = await get(jwks, "/.well-known/jwks.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const set = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).not.toHaveProperty("d");
    const jws = await signCredential(credential());
    // The kid's fragment is the key's thumbprint, the JWKS kid; a JWKS lookup matches on the fragment.
    const { kid } = decodeProtectedHeader(jws);
    const keyId = kid!.slice(kid!.lastIndexOf("#") + 1);
    const { payload, protectedHeader } = await compactVerify(jws, (header, token) => createLocalJWKSet(set as never)({ ...header, kid: keyId }, token));
    expect(protectedHeader).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", cty: "vc" });
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual(credential());
  });

  it("at /.well-known/did.json names the key every credential header points to", async () => {
    const document = (await (await get(didDocument, "/.well-known/did.json")).json()) as { id: string; verificationMethod: { id: string; publicKeyJwk: object }[]; assertionMethod: string[] };
    const jws = await signCredential({ ...credential(), issuer: { id: document.id, type: ["Profile"], name: "Verdant Campus" } });
    const { kid } = decodeProtectedHeader(jws);
    expect(document.assertionMethod).toEqual([kid]);
    expect(document.verificationMethod[0]).toMatchObject({ id: kid, publicKeyJwk: { kty: "OKP", crv: "Ed25519", x: DEV_CREDENTIAL_SIGNING_JWK.x } });
    expect(document.verificationMethod[0]!.publicKeyJwk).not.toHaveProperty("d");
  });
});

describe("the signing key", () => {
  it("is the configured one when CREDENTIAL_SIGNING_JWK is set", () => {
    const configured = { kty: "OKP", crv: "Ed25519", x: "x-part", d: "d-part" };
    expect(signingJwk({ NODE_ENV: "production", CREDENTIAL_SIGNING_JWK: JSON.stringify(configured) })).toEqual(configured);
  });

  it("falls back to the committed dev key only outside production or against the emulators", () => {
    expect(signingJwk({ NODE_ENV: "development" })).toEqual(DEV_CREDENTIAL_SIGNING_JWK);
    expect(signingJwk({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true" })).toEqual(DEV_CREDENTIAL_SIGNING_JWK);
  });

  it("refuses loudly in production without one, or with one that is not a private Ed25519 JWK", () => {
    expect(() => signingJwk({ NODE_ENV: "production" })).toThrow(/CREDENTIAL_SIGNING_JWK is not set/);
    expect(() => signingJwk({ NODE_ENV: "production", CREDENTIAL_SIGNING_JWK: "{nope" })).toThrow(/not JSON/);
    expect(() => signingJwk({ NODE_ENV: "production", CREDENTIAL_SIGNING_JWK: JSON.stringify({ kty: "OKP", crv: "Ed25519", x: "x-part" }) })).toThrow(/private Ed25519 JWK/);
  });
});
