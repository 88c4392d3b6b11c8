import "server-only";
import { FieldPath, type DocumentData } from "firebase-admin/firestore";
import { toProduct } from "@/lib/db/product-shape";
import { approvedProducts } from "@/lib/db/products.server";
import { getProductPlace, readUniversityTree } from "@/lib/db/universities.server";
import { adminDb } from "@/lib/firebase/server";
import { productFacets, universityFacet } from "./facets";

/**
 * The catalogue's search and filter facets of a product about to be listed, from its stored
 * fields and the names of its university and university course (lib/catalogue/facets.ts).
 * Written with every approval, so a search never reads anything but the products it shows.
 */
export async function catalogueFields(data: DocumentData): Promise<{ facets: string[] }> {
  const product = toProduct("", data);
  const { university, uniCourse } = await getProductPlace(product.university, product.uniCourse);
  return {
    facets: productFacets(product, {
      universityName: university?.name,
      universityShortName: university?.shortName,
      courseName: uniCourse?.name,
      courseCode: uniCourse?.code,
    }),
  };
}

const REINDEX_BATCH = 300;

/**
 * Writes the facets of a university's approved products again, after an admin renamed the
 * university or one of its courses: their names are search words. Reads the university fresh (the
 * cache still holds the old names) and its products a batch at a time; returns how many changed.
 */
export async function reindexUniversityProducts(universityId: string): Promise<number> {
  const tree = await readUniversityTree(universityId);
  if (!tree) return 0;
  const courses = new Map(tree.courses.map((course) => [course.id, course]));
  const query = approvedProducts().where("facets", "array-contains", universityFacet(universityId)).orderBy(FieldPath.documentId());
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const snapshot = await (after ? query.startAfter(after) : query).limit(REINDEX_BATCH).get();
    const batch = adminDb().batch();
    for (const doc of snapshot.docs) {
      const product = toProduct(doc.id, doc.data());
      const course = courses.get(product.uniCourse);
      const facets = productFacets(product, { universityName: tree.name, universityShortName: tree.shortName, courseName: course?.name, courseCode: course?.code });
      const stored: unknown = doc.get("facets");
      if (JSON.stringify(stored) === JSON.stringify(facets)) continue;
      batch.update(doc.ref, { facets });
      changed++;
    }
    await batch.commit();
    if (snapshot.size < REINDEX_BATCH) return changed;
    after = snapshot.docs.at(-1)!.id;
  }
}
