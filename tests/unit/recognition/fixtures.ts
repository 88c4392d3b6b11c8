import type { PackData } from "@/lib/recognition/pack-data.server";
import { aCatalogueProduct } from "@/tests/factories/catalogue";

/** An approved course linked to a university, degree and course, as the pack reads it. */
export const packData = (overrides: Partial<PackData["product"]> = {}): PackData => ({
  product: aCatalogueProduct("prod_lcaInPractice", {
    title: "Life Cycle Assessment in Practice",
    subtitle: "From goal and scope to interpretation",
    description: "A complete study of a reusable coffee cup.\n\nEach step follows ISO 14040 and 14044.",
    workloadHours: 7.5,
    ects: 0.5,
    eqfLevel: 7,
    assessment: "project",
    prerequisites: "Basic environmental science.",
    learningOutcomes: ["Define a functional unit", "Build a life cycle inventory"],
    ...overrides,
  }),
  university: { id: "uni_boku", name: "BOKU University, Vienna", website: "https://boku.ac.at" },
  place: { university: "BOKU University, Vienna", degree: "MSc Environmental Sciences", course: "LCA-501 Life Cycle Assessment" },
  courseCode: "LCA-501",
});

/** A learner's certificate as the certificates module will hand it over: a signed JSON-LD credential. */
export const certificate = {
  url: "http://localhost:3000/certificates/cert_abc123",
  credential: JSON.stringify({ "@context": ["https://www.w3.org/ns/credentials/v2"], type: ["VerifiableCredential", "OpenBadgeCredential"], id: "urn:uuid:cert_abc123" }),
};
