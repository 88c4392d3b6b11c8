import { CREDENTIAL_CONTEXTS } from "./contexts";
import { issuerProfile } from "./issuer";

export type CredentialInput = {
  certificateId: string;
  learnerName: string;
  productTitle: string;
  productUrl: string;
  universityName: string;
  universityCourseName: string;
  ects: number;
  learningOutcomes: string[];
  completedAt: Date;
  origin: string;
};

/** Where our credentials keep a certificate's id: `${origin}/certificates/${id}`. */
export const certificateUrl = (origin: string, certificateId: string) => `${origin}/certificates/${certificateId}`;

const narrative = ({ learningOutcomes, universityCourseName, universityName }: CredentialInput) =>
  [
    `Finished every lecture of the course, which belongs to ${universityCourseName} at ${universityName}.`,
    "",
    "Learning outcomes:",
    ...learningOutcomes.map((outcome) => `- ${outcome}`),
  ].join("\n");

/**
 * An Open Badges 3.0 OpenBadgeCredential (VC data model 2.0) for one certificate. Every field is
 * a term of the bundled contexts (a test expands it with nothing else): the ECTS credits are the
 * achievement's creditsAvailable and the subject's creditsEarned, the learning outcomes its
 * criteria narrative, the completion date the subject's activityEndDate, and the learner is named
 * by a plain-text IdentityObject, as OB 3.0 does for a recipient without an identifier of their own.
 * https://www.imsglobal.org/spec/ob/v3p0/#achievement
 */
export function buildCredential(input: CredentialInput): object {
  const { certificateId, learnerName, productTitle, productUrl, universityName, universityCourseName, ects, completedAt, origin } = input;
  const completed = completedAt.toISOString();
  return {
    "@context": [...CREDENTIAL_CONTEXTS],
    id: certificateUrl(origin, certificateId),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${productTitle}: certificate of completion`,
    issuer: issuerProfile(origin),
    validFrom: completed,
    awardedDate: completed,
    credentialSubject: {
      type: ["AchievementSubject"],
      name: learnerName,
      identifier: [{ type: "IdentityObject", identityHash: learnerName, identityType: "name", hashed: false }],
      activityEndDate: completed,
      creditsEarned: ects,
      achievement: {
        id: productUrl,
        type: ["Achievement"],
        achievementType: "Course",
        name: productTitle,
        description: `${productTitle}, a course of ${universityCourseName} at ${universityName} (${ects} ECTS).`,
        criteria: { narrative: narrative(input) },
        creditsAvailable: ects,
        fieldOfStudy: universityCourseName,
        tag: [universityName, universityCourseName],
      },
    },
  };
}
