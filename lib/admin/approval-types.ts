import type { UniCourseName, UniversityName } from "@/lib/db/university.server";
import type { Lecture, Product } from "@/lib/types/product";

/** A product under review with everything its preview shows; plain, so it travels as JSON. */
export type PendingProduct = {
  product: Product;
  lectures: Lecture[];
  university: UniversityName | null;
  uniCourse: UniCourseName | null;
};
