/** What a check of a credential found (lib/credentials/verify.server.ts). */
export type VerificationResult = "valid" | "tampered" | "revoked" | "foreign" | "unreadable";

/** The verify route's answer. */
export type VerifyAnswer = { result: VerificationResult; message: string; summary?: CredentialSummary; revokedAt?: string };

/** What the verify page shows of a checked credential: plain strings, read from our own OB 3.0 shape. */
export type CredentialSummary = {
  learnerName: string;
  courseName: string;
  description: string;
  ects: number | null;
  completedAt: string;
  issuerName: string;
  certificateUrl: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

export function summarizeCredential(credential: object): CredentialSummary {
  const value = record(credential);
  const subject = record(value.credentialSubject);
  const achievement = record(subject.achievement);
  return {
    learnerName: text(subject.name),
    courseName: text(achievement.name),
    description: text(achievement.description),
    ects: typeof achievement.creditsAvailable === "number" ? achievement.creditsAvailable : null,
    completedAt: text(subject.activityEndDate) || text(value.validFrom),
    issuerName: text(record(value.issuer).name),
    certificateUrl: text(value.id),
  };
}
