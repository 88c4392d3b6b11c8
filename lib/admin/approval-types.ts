import type { Lecture, Product } from "@/lib/types/product";
import type { UniCourseName, UniversityName } from "@/lib/types/university";

/** A product under review with everything its preview shows; plain, so it travels as JSON. */
export type PendingProduct = {
  product: Product;
  lectures: Lecture[];
  university: UniversityName | null;
  uniCourse: UniCourseName | null;
};

/** GET /api/admin/approvals: a page of the queue, the next page's cursor and how many wait. */
export type PendingPage = { products: PendingProduct[]; next: string | null; total: number };
