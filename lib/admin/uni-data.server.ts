import "server-only";
import { FieldValue, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { recordAudit } from "@/lib/db/audit.server";
import { coursesOf, degreeRef, degreesOf, sectionRef, sectionsOf, universitiesCollection, universityCourseRef, universityRef } from "@/lib/db/universities.server";
import { adminDb } from "@/lib/firebase/server";
import { generateId } from "@/lib/utils/ids";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataBody, type CourseInput, type DegreeInput, type ExistingCourseInput, type SectionInput, type UniversityInput } from "@/lib/schemas/uni-data";
import { sameText } from "./uni-data-validation";
import { HttpError } from "@/lib/http/error";

/** SPEC §5 / §8: the exact toast text. */
export const COURSE_EXISTS = "Course already exists";

export type Actor = { uid: string; email: string };
/** What was created or linked, and the public page that shows it. */
export type UniDataResult = { id: string; link: string };

export async function mustExist(tx: Transaction, ref: DocumentReference, what: string, field: string) {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw new HttpError(404, "uni-data/not-found", `This ${what} no longer exists. Reload the page and choose again.`, { fieldErrors: { [field]: `Choose an existing ${what}.` } });
  return snapshot.data() ?? {};
}

export function audit(tx: Transaction, actor: Actor, action: string, target: DocumentReference, details: Record<string, unknown>) {
  recordAudit(tx, { actorUid: actor.uid, actorEmail: actor.email, action, target: target.path, reason: "", details });
}

// Every duplicate check reads the sibling list INSIDE the transaction: Firestore retries or
// refuses a transaction whose reads changed before it commits, so two admins adding the same
// item at once cannot both succeed (https://firebase.google.com/docs/firestore/transaction-data-contention).

async function addUniversity(tx: Transaction, actor: Actor, input: UniversityInput): Promise<UniDataResult> {
  const existing = await tx.get(universitiesCollection());
  if (existing.docs.some((doc) => sameText(doc.get("name"), input.name) || sameText(doc.get("shortName"), input.shortName))) {
    throw new HttpError(409, "uni-data/university-exists", "University already exists");
  }
  const data = { name: input.name, shortName: input.shortName, country: input.country, city: input.city, website: input.website, emailDomains: input.emailDomains };
  const id = generateId("uni");
  tx.create(universityRef(id), data);
  audit(tx, actor, "university.created", universityRef(id), data);
  return { id, link: `/universities/${id}` };
}

async function addDegree(tx: Transaction, actor: Actor, input: DegreeInput): Promise<UniDataResult> {
  await mustExist(tx, universityRef(input.universityId), "university", "universityId");
  const existing = await tx.get(degreesOf(input.universityId));
  if (existing.docs.some((doc) => sameText(doc.get("name"), input.name))) throw new HttpError(409, "uni-data/degree-exists", "Degree already exists");
  const data = { id: generateId("deg"), name: input.name, level: input.level };
  const ref = degreeRef(input.universityId, data.id);
  tx.create(ref, data);
  audit(tx, actor, "degree.created", ref, data);
  return { id: data.id, link: `/universities/${input.universityId}` };
}

async function addCourse(tx: Transaction, actor: Actor, input: CourseInput): Promise<UniDataResult> {
  await mustExist(tx, universityRef(input.universityId), "university", "universityId");
  const degrees = await tx.getAll(...input.degreeIds.map((id) => degreeRef(input.universityId, id)));
  if (degrees.some((doc) => !doc.exists)) throw new HttpError(404, "uni-data/not-found", "A chosen degree no longer exists. Reload the page and choose again.", { fieldErrors: { degreeIds: "Choose existing degrees." } });
  const existing = await tx.get(coursesOf(input.universityId));
  if (existing.docs.some((doc) => sameText(doc.get("code"), input.code) || sameText(doc.get("name"), input.name))) {
    throw new HttpError(409, "uni-data/course-exists", COURSE_EXISTS);
  }
  const data = { id: generateId("course"), name: input.name, code: input.code, degreeIds: input.degreeIds };
  const ref = universityCourseRef(input.universityId, data.id);
  tx.create(ref, data);
  audit(tx, actor, "course.created", ref, data);
  return { id: data.id, link: `/universities/${input.universityId}/courses/${data.id}` };
}

async function linkExistingCourse(tx: Transaction, actor: Actor, input: ExistingCourseInput): Promise<UniDataResult> {
  await mustExist(tx, universityRef(input.universityId), "university", "universityId");
  const ref = universityCourseRef(input.universityId, input.courseId);
  const course = await mustExist(tx, ref, "course", "courseId");
  await mustExist(tx, degreeRef(input.universityId, input.degreeId), "degree", "degreeId");
  const degreeIds: unknown = course.degreeIds;
  if (Array.isArray(degreeIds) && degreeIds.includes(input.degreeId)) {
    throw new HttpError(409, "uni-data/already-linked", "This course already belongs to that degree.", { fieldErrors: { degreeId: "Choose a degree the course is not part of yet." } });
  }
  tx.update(ref, { degreeIds: FieldValue.arrayUnion(input.degreeId) });
  audit(tx, actor, "course.linked", ref, { degreeId: input.degreeId });
  return { id: input.courseId, link: `/universities/${input.universityId}/courses/${input.courseId}` };
}

async function addSection(tx: Transaction, actor: Actor, input: SectionInput): Promise<UniDataResult> {
  await mustExist(tx, universityRef(input.universityId), "university", "universityId");
  await mustExist(tx, universityCourseRef(input.universityId, input.courseId), "course", "courseId");
  const existing = await tx.get(sectionsOf(input.universityId).where("courseId", "==", input.courseId));
  if (existing.docs.some((doc) => sameText(doc.get("name"), input.name))) throw new HttpError(409, "uni-data/section-exists", "Section already exists");
  const data = { id: generateId("sec"), name: input.name, courseId: input.courseId };
  const ref = sectionRef(input.universityId, data.id);
  tx.create(ref, data);
  audit(tx, actor, "section.created", ref, data);
  return { id: data.id, link: `/universities/${input.universityId}/courses/${input.courseId}` };
}

/** Validates one submission and writes it with its audit entry in one transaction. */
export async function saveUniData(body: unknown, actor: Actor): Promise<UniDataResult> {
  const checked = parseFields(uniDataBody, body);
  if (!checked.ok) throw new HttpError(400, "uni-data/invalid", "Check the highlighted fields.", { fieldErrors: checked.errors });
  const input = checked.value;
  return adminDb().runTransaction(async (tx) => {
    switch (input.kind) {
      case "university":
        return addUniversity(tx, actor, input);
      case "degree":
        return addDegree(tx, actor, input);
      case "course":
        return addCourse(tx, actor, input);
      case "existingCourse":
        return linkExistingCourse(tx, actor, input);
      case "section":
        return addSection(tx, actor, input);
    }
  });
}
