import "server-only";
import type { Query, Transaction } from "firebase-admin/firestore";
import { productsLinkedTo } from "@/lib/db/products.server";
import { reindexUniversityProducts } from "@/lib/catalogue/facets.server";
import { coursesOf, degreesOf, sectionsOf, universitiesCollection, universityItemRef } from "@/lib/db/universities.server";
import { adminDb } from "@/lib/firebase/server";
import { audit, COURSE_EXISTS, mustExist, type Actor, type UniDataResult } from "./uni-data.server";
import { sameText } from "./uni-data-validation";
import { parseFields } from "@/lib/schemas/parse";
import { uniDataEditBody, uniDataTarget, type UniDataEdit, type UniDataTarget } from "@/lib/schemas/uni-data";
import { describeUsage, type EditableKind, type Usage } from "./uni-data-edit";
import { HttpError } from "@/lib/http/error";

// The product field that links to each kind.
const PRODUCT_FIELD = { university: "university", degree: "uniDegree", course: "uniCourse", section: "uniSection" } as const satisfies Record<EditableKind, string>;

const itemRef = (item: UniDataTarget) => universityItemRef(item.kind, item.universityId, item.id);

const linkOf = (item: UniDataTarget, courseId?: string) =>
  item.kind === "course" || courseId ? `/universities/${item.universityId}/courses/${courseId ?? item.id}` : `/universities/${item.universityId}`;

// Reads happen inside the transaction, so a sibling added or a product linked meanwhile makes
// Firestore retry the transaction with the new state instead of committing a stale check.
async function others(tx: Transaction, query: Query, id: string) {
  return (await tx.get(query)).docs.filter((doc) => doc.id !== id);
}

async function refuseDuplicate(tx: Transaction, edit: UniDataEdit, stored: Record<string, unknown>) {
  const id = edit.universityId;
  switch (edit.kind) {
    case "university": {
      const clash = (await others(tx, universitiesCollection(), edit.id)).some((doc) => sameText(doc.get("name"), edit.name) || sameText(doc.get("shortName"), edit.shortName));
      if (clash) throw new HttpError(409, "uni-data/university-exists", "University already exists");
      return;
    }
    case "degree":
      if ((await others(tx, degreesOf(id), edit.id)).some((doc) => sameText(doc.get("name"), edit.name))) throw new HttpError(409, "uni-data/degree-exists", "Degree already exists");
      return;
    case "course": {
      const clash = (await others(tx, coursesOf(id), edit.id)).some((doc) => sameText(doc.get("code"), edit.code) || sameText(doc.get("name"), edit.name));
      if (clash) throw new HttpError(409, "uni-data/course-exists", COURSE_EXISTS);
      return;
    }
    case "section": {
      const siblings = sectionsOf(id).where("courseId", "==", stored.courseId ?? "");
      if ((await others(tx, siblings, edit.id)).some((doc) => sameText(doc.get("name"), edit.name))) throw new HttpError(409, "uni-data/section-exists", "Section already exists");
    }
  }
}

/** Validates one edit and writes it with its audit entry in one transaction. */
export async function updateUniData(body: unknown, actor: Actor): Promise<UniDataResult> {
  const checked = parseFields(uniDataEditBody, body);
  if (!checked.ok) throw new HttpError(400, "uni-data/invalid", "Check the highlighted fields.", { fieldErrors: checked.errors });
  const { kind, universityId, id, ...fields } = checked.value;
  const edit = checked.value;
  const result = await adminDb().runTransaction(async (tx) => {
    const ref = itemRef(edit);
    const stored = await mustExist(tx, ref, kind, "id");
    await refuseDuplicate(tx, edit, stored);
    tx.update(ref, fields);
    audit(tx, actor, `${kind}.updated`, ref, { before: Object.fromEntries(Object.keys(fields).map((key) => [key, stored[key] ?? null])), after: fields });
    return { id, link: linkOf({ kind, universityId, id }, typeof stored.courseId === "string" ? stored.courseId : undefined) };
  });
  // University and course names are search words of the products linked to them.
  if (kind === "university" || kind === "course") await reindexUniversityProducts(universityId);
  return result;
}

async function usages(tx: Transaction, item: UniDataTarget): Promise<Usage[]> {
  const id = item.universityId;
  const size = async (query: Query) => (await tx.get(query.select())).size;
  // Products in any state (draft, pending, rejected, approved) keep their link.
  const products: Usage = [await size(productsLinkedTo(PRODUCT_FIELD[item.kind], item.id)), "product", "products"];
  switch (item.kind) {
    case "university":
      return [
        products,
        [await size(degreesOf(id)), "degree", "degrees"],
        [await size(coursesOf(id)), "course", "courses"],
        [await size(sectionsOf(id)), "section", "sections"],
      ];
    case "degree":
      return [products, [await size(coursesOf(id).where("degreeIds", "array-contains", item.id)), "course", "courses"]];
    case "course":
      return [products, [await size(sectionsOf(id).where("courseId", "==", item.id)), "section", "sections"]];
    case "section":
      return [products];
  }
}

/** Deletes one item in one transaction, or refuses (409) naming what still uses it. */
export async function deleteUniData(body: unknown, actor: Actor): Promise<{ id: string }> {
  const checked = parseFields(uniDataTarget, body);
  if (!checked.ok) throw new HttpError(400, "uni-data/invalid", "Choose what to delete.", { fieldErrors: checked.errors });
  const item = checked.value;
  return adminDb().runTransaction(async (tx) => {
    const ref = itemRef(item);
    const stored = await mustExist(tx, ref, item.kind, "id");
    const inUse = describeUsage(item.kind, await usages(tx, item));
    if (inUse) throw new HttpError(409, "uni-data/in-use", inUse);
    tx.delete(ref);
    audit(tx, actor, `${item.kind}.deleted`, ref, stored);
    return { id: item.id };
  });
}
