import indexes from "@/firestore.indexes.json";
import { listQueryShapes } from "@/lib/db/list-queries";
import { productQueryShapes, type QueryShape } from "@/lib/db/product-queries";

// The Firestore emulator runs any query without an index; production refuses one whose composite
// index is missing. Every query shape the server sends must find its index here.
type IndexField = { fieldPath: string; order?: "ASCENDING" | "DESCENDING"; arrayConfig?: "CONTAINS" };
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const direction = { asc: "ASCENDING", desc: "DESCENDING" } as const;

/** True when `index` serves `shape`: its equality and array fields first (any order), then the order fields as asked. */
function serves(index: Index, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== "COLLECTION") return false;
  const fields = index.fields.filter((field) => field.fieldPath !== "__name__");
  const filters = shape.equality.length + (shape.arrayContains ? 1 : 0);
  const head = fields.slice(0, filters);
  const tail = fields.slice(filters);
  const headOk =
    shape.equality.every((name) => head.some((field) => field.fieldPath === name && field.order === "ASCENDING")) &&
    (!shape.arrayContains || head.some((field) => field.fieldPath === shape.arrayContains && field.arrayConfig === "CONTAINS"));
  const tailOk = tail.length === shape.orderBy.length && shape.orderBy.every((order, at) => tail[at]?.fieldPath === order.field && tail[at]?.order === direction[order.direction]);
  return headOk && tailOk;
}

/** A query needs a composite index unless it filters on one field with no order, or only orders by one. */
const needsComposite = (shape: QueryShape) => shape.equality.length + (shape.arrayContains ? 1 : 0) + shape.orderBy.length > 1;

describe("firestore.indexes.json", () => {
  it.each([...productQueryShapes, ...listQueryShapes].filter(needsComposite).map((shape) => [shape.name, shape] as const))("has the composite index of the query '%s'", (_name, shape) => {
    expect((indexes.indexes as Index[]).some((index) => serves(index, shape))).toBe(true);
  });

  // Collection-group queries need their field indexed for collection groups: Firestore indexes
  // single fields per collection only, unless a field override says otherwise.
  it.each([
    ["reviews", "uid", "an author's reviews across courses (the account page's readReviewsBy, the data export's reviewsByAuthor)"],
    ["questions", "uid", "an author's questions in their data export"],
    ["answers", "uid", "an author's answers in their data export"],
  ])("indexes %s.%s for collection groups: %s", (collectionGroup, fieldPath) => {
    const override = (indexes.fieldOverrides as { collectionGroup: string; fieldPath: string; indexes: { order?: string; queryScope: string }[] }[]).find(
      (entry) => entry.collectionGroup === collectionGroup && entry.fieldPath === fieldPath,
    );
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION_GROUP" });
  });

  it("would notice a missing index: a shape no index serves is caught", () => {
    const unserved: QueryShape = { name: "by author", collection: "products", equality: ["state", "author"], arrayContains: null, orderBy: [{ field: "price", direction: "asc" }] };
    expect((indexes.indexes as Index[]).some((index) => serves(index, unserved))).toBe(false);
  });
});
