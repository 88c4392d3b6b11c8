import firebase from "firebase/compat/app";
import "firebase/compat/firestore";

// A course as the builder creates it, for rules tests (firestore.rules isNewDraft).
export const serverNow = () => firebase.firestore.FieldValue.serverTimestamp();

export const draftContent = {
  title: "Circular Economy Basics",
  type: "video_courses",
  subtitle: "",
  description: "",
  descriptionSEO: "",
  author: "Lena Berger",
  faq: [],
  price: 0,
  free: true,
  difficulty: "normal",
  university: "",
  uniDegree: "",
  uniCourse: "",
  uniSection: "",
  resources: [],
  sections: [],
  readyToPublish: [],
  previewImg: "",
  previewImgSmall: "",
  previewVideo: "",
  workloadHours: 0,
  ects: 0,
  learningOutcomes: [],
  sdgs: [],
  language: "en",
};

/** A new course exactly as the builder writes it: the caller's own draft, server fields at their defaults. */
export const newDraft = (uid: string, content: Record<string, unknown> = draftContent): Record<string, unknown> => ({
  ...content,
  creators: [uid],
  payout: [100],
  invitations: [],
  invitationShares: [],
  state: "draft",
  rejectionReason: "",
  rating: { stars: 0, count: 0, total: 0 },
  participants: 0,
  length: 0,
  sectionCount: 0,
  lectureCount: 0,
  priceId: "",
  createdOn: serverNow(),
  lastUpdated: serverNow(),
});
