import type { Certificate, ShownFields } from "@/lib/types/certificate";
import { toIso } from "./product-shape";

// Shared by the browser (Lite SDK) and the server (firebase-admin), as invoice-shape.ts is.
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

export function toCertificate(id: string, data: Data): Certificate {
  return {
    id,
    uid: str(data.uid),
    productId: str(data.productId),
    learnerName: str(data.learnerName),
    productTitle: str(data.productTitle),
    universityName: str(data.universityName),
    universityCourseName: str(data.universityCourseName),
    ects: typeof data.ects === "number" && Number.isFinite(data.ects) ? data.ects : 0,
    learningOutcomes: (Array.isArray(data.learningOutcomes) ? data.learningOutcomes : []).filter((outcome): outcome is string => typeof outcome === "string"),
    completedAt: toIso(data.completedAt),
    public: data.public === true,
    revokedAt: isoOrNull(data.revokedAt),
    revokedReason: typeof data.revokedReason === "string" ? data.revokedReason : null,
    credential: str(data.credential),
  };
}

/** What a page or a list sends to the browser (ShownFields). */
export function shownFields(certificate: Certificate): ShownFields {
  const { productId, learnerName, productTitle, universityName, universityCourseName, ects, learningOutcomes, completedAt, revokedAt, revokedReason, id } = certificate;
  return { id, productId, learnerName, productTitle, universityName, universityCourseName, ects, learningOutcomes, completedAt, public: certificate.public, revokedAt, revokedReason };
}
