import { buildCredential, type CredentialInput } from "@/lib/credentials/build";

export const ORIGIN = "https://shop.test";
export const CERTIFICATE_ID = "Ab3dEf6hIj9kLm2nOp5q";

export const credentialInput: CredentialInput = {
  certificateId: CERTIFICATE_ID,
  learnerName: "Amara Okafor",
  productTitle: "Life-cycle assessment in practice",
  productUrl: `${ORIGIN}/products/prod-lca_ABCDEFGHIJKLM`,
  universityName: "TU Delft",
  universityCourseName: "SET-3015 Sustainable energy systems",
  ects: 2.5,
  learningOutcomes: ["Model a product's life cycle", "Compare impact categories"],
  completedAt: new Date("2026-11-20T10:00:00.000Z"),
  origin: ORIGIN,
};

export const credential = () => buildCredential(credentialInput);

/** The same learner's credential for certificate `certificateId`, issued by `origin`. */
export const credentialInputFor = (certificateId: string, origin: string): CredentialInput => ({
  ...credentialInput,
  certificateId,
  productUrl: credentialInput.productUrl.replace(ORIGIN, origin),
  origin,
});

/** The JWS with its payload replaced by `change(payload)`, header and signature kept: what an edited file looks like. */
export function withPayload(jws: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = jws.split(".");
  const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString("base64url"), signature].join(".");
}
