import type { Lecture, Product } from "@/lib/types/product";
import type { UniCourseName, UniversityName } from "@/lib/types/university";

/** A product under review with everything its preview shows; plain, so it travels as JSON. */
export type PendingProduct = {
  product: Product;
  lectures: Lecture[];
  university: UniversityName | null;
  uniCourse: UniCourseName | null;
};
