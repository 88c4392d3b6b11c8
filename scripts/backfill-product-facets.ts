// npx tsx scripts/backfill-product-facets.ts --project <id> [--dry-run]
// Once, after deploying the search of descriptions, learning outcomes and goals with typo
// tolerance (docs/decisions/0162-search-every-word-one-typo.md): writes every approved product's
// facets again as an approval writes them now (lib/catalogue/facets.ts productFacets), so products
// approved before then are found by those words too. Reads the collection 300 documents at a time
// in id order, only the fields the facets come from, and each university and university course
// once; products whose facets are already right are left alone, so it can be stopped and run
// again. Run it again after deploying the catalogue's EQF and ECTS filters (decision 0185): their
// facets ("eqf:6", "ects:3-5") come from each product's stored eqfLevel and ects. Uses the Admin SDK's default credentials, or the emulators when FIRESTORE_EMULATOR_HOST is set.
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { productFacets } from "../lib/catalogue/facets";
import { runFromCommandLine, updatePages } from "./lib/backfill.mjs";

const UNIVERSITIES = "descriptive/university/universities";
const SOURCE_FIELDS = ["state", "title", "subtitle", "author", "description", "learningOutcomes", "type", "free", "difficulty", "sdgs", "university", "uniCourse", "eqfLevel", "ects", "captioned", "facets"];

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : []);

/** The facet source of a stored product, with toProduct's defaults (lib/db/product-shape.ts). */
function sourceOf(doc: QueryDocumentSnapshot) {
  const data = doc.data();
  return {
    title: text(data.title),
    subtitle: text(data.subtitle),
    author: text(data.author),
    description: text(data.description),
    learningOutcomes: strings(data.learningOutcomes),
    type: text(data.type) || "video_courses",
    free: data.free === true,
    difficulty: text(data.difficulty) || "normal",
    sdgs: Array.isArray(data.sdgs) ? data.sdgs.filter((goal: unknown) => Number.isInteger(goal)) : [],
    university: text(data.university),
    uniCourse: text(data.uniCourse),
    eqfLevel: typeof data.eqfLevel === "number" ? data.eqfLevel : 0,
    ects: typeof data.ects === "number" && Number.isFinite(data.ects) ? data.ects : 0,
    captioned: data.captioned === true,
  };
}

type Names = { name?: unknown; shortName?: unknown; code?: unknown };

export function backfill(db: Firestore, { dryRun = false, log = console.log }: { dryRun?: boolean; log?: (line: string) => void } = {}) {
  const names = new Map<string, Promise<Names | null>>();
  const read = (path: string): Promise<Names | null> => {
    let named = names.get(path);
    if (!named) {
      named = db.doc(path).get().then((snapshot) => (snapshot.exists ? (snapshot.data() as Names) : null));
      names.set(path, named);
    }
    return named;
  };
  return updatePages(db, { collection: "products", fields: SOURCE_FIELDS, dryRun, log }, async (docs, batch) => {
    let changed = 0;
    for (const doc of docs.filter((entry) => entry.get("state") === "approved")) {
      const product = sourceOf(doc);
      const university = product.university ? await read(`${UNIVERSITIES}/${product.university}`) : null;
      const course = university && product.uniCourse ? await read(`${UNIVERSITIES}/${product.university}/courses/${product.uniCourse}`) : null;
      const facets = productFacets(product, {
        universityName: text(university?.name),
        universityShortName: text(university?.shortName) || text(university?.name),
        courseName: text(course?.name),
        courseCode: text(course?.code),
      });
      if (JSON.stringify(doc.get("facets")) === JSON.stringify(facets)) continue;
      batch.update(doc.ref, { facets });
      changed++;
    }
    return changed;
  });
}

await runFromCommandLine(import.meta.url, async (db, options) => `Done: ${await backfill(db, options)} approved products given their search facets.`);
