/**
 * DEVELOPMENT AND TESTS ONLY. This Ed25519 private key is public (it is in the repository), so a
 * credential it signed proves nothing. It is used only where the server runs against the
 * emulators or outside a production build; a real deployment must set CREDENTIAL_SIGNING_JWK, or
 * signing refuses to work (./keys.server.ts). Generated with
 * `node -e 'console.log(JSON.stringify(require("crypto").generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })))'`.
 */
export const DEV_CREDENTIAL_SIGNING_JWK = {
  kty: "OKP",
  crv: "Ed25519",
  x: "m36rQP10MkfgD7-nwiuTvYAM_ajMy1IscZT4QTdOV2E",
  d: "VTqkGM4kDVT82esQHRFj7WTfF7vQeSGDZofMMSlDSo8",
} as const;
