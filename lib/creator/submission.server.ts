import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { recordAudit } from "@/lib/db/audit.server";
import { lectureContentRef, productRef } from "@/lib/db/products.server";
import { titleSearchFields } from "@/lib/admin/product-picker.server";
import { readTeamInTx } from "@/lib/db/teams.server";
import { universityCourseRef, universityRef } from "@/lib/db/universities.server";
import { useEmulators } from "@/config/env";
import { adminBucket, adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { checkStoredFile, type StoredFileCheck } from "@/lib/storage/stored-file.server";
import { readAsCreator, readLecturesInTx, type Actor } from "./product-access.server";
import { STATE_WORDS } from "./state-words";
import { uploadedFileProblems, uploadedFiles } from "./submission-files.server";
import { derivedFields, submissionProblems } from "./submission-rules";

/**
 * Sends a draft or rejected product to review. Everything is read and written in one transaction,
 * so a lecture added or removed meanwhile cannot leave derived fields that disagree with the
 * lectures, and the completeness check sees exactly what the admin will review. Every uploaded
 * file it uses is read by its first bytes (issue 48): Cloud Storage keeps whatever a browser sent
 * under the type it declared.
 */
export async function submitProduct(productId: string, actor: Actor): Promise<{ state: "pending" }> {
  const db = adminDb();
  // A transaction that runs again asks Cloud Storage only about files it has not checked yet.
  const checked = new Map<string, Promise<StoredFileCheck>>();
  const check = (path: string, types: readonly string[]) => {
    const key = `${path}\n${types.join(",")}`;
    if (!checked.has(key)) checked.set(key, checkStoredFile(path, types));
    return checked.get(key)!;
  };
  await db.runTransaction(async (tx) => {
    const { product, revisionOf } = await readAsCreator(tx, productId, actor);
    if (product.state !== "draft" && product.state !== "rejected") {
      throw new HttpError(409, "creator/wrong-state", `This product ${STATE_WORDS[product.state]}; only drafts and rejected products can be submitted.`);
    }
    const lectures = await readLecturesInTx(tx, productId);
    const contentRefs = lectures.map((lecture) => lectureContentRef(productId, lecture.id));
    const [contents, university, uniCourse, team] = await Promise.all([
      contentRefs.length ? tx.getAll(...contentRefs) : Promise.resolve([]),
      product.university ? tx.get(universityRef(product.university)) : null,
      product.university && product.uniCourse ? tx.get(universityCourseRef(product.university, product.uniCourse)) : null,
      readTeamInTx(tx, revisionOf || productId),
    ]);
    const storage = { bucket: adminBucket().name, emulator: useEmulators };
    const problems = submissionProblems(product, {
      lectures,
      lecturesWithMedia: new Set(contents.filter((doc) => doc.exists).map((doc) => doc.ref.parent.parent?.id ?? "")),
      universityExists: university?.exists === true,
      uniCourseExists: uniCourse?.exists === true,
      team,
      storage,
    });
    const pointers = new Map(contents.map((doc) => [doc.ref.parent.parent?.id ?? "", doc.data()]));
    problems.push(...(await uploadedFileProblems(uploadedFiles(product, lectures, pointers, storage), check)));
    if (problems.length) {
      throw new HttpError(422, "creator/incomplete", `This product is not ready for review yet: ${problems.length === 1 ? "1 thing needs" : `${problems.length} things need`} your attention.`, { problems });
    }
    tx.update(productRef(productId), {
      ...derivedFields(product, lectures),
      ...titleSearchFields(product),
      state: "pending",
      rejectionReason: "",
      lastUpdated: FieldValue.serverTimestamp(),
    });
    recordAudit(tx, { actorUid: actor.uid, actorEmail: actor.email, action: "product.submit", target: productRef(productId).path, reason: "", details: { title: product.title, from: product.state } });
  });
  return { state: "pending" };
}
