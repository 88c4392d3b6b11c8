import type { Product } from "@/lib/types/product";
import type { UniCourse, UniSection, UniversityTree } from "@/lib/types/university";

export type SectionGroup = {
  /** null collects products whose section is not (or no longer) one of the course's. */
  section: UniSection | null;
  products: Product[];
};

const bestRatedFirst = (a: Product, b: Product) =>
  b.rating.stars - a.rating.stars || b.rating.count - a.rating.count || a.title.localeCompare(b.title, "en");

/** The university's courses that belong to a degree, in the tree's (name) order. */
export function coursesOfDegree(university: UniversityTree, degreeId: string): UniCourse[] {
  return university.courses.filter((course) => course.degreeIds.includes(degreeId));
}

/**
 * Every section of a university course with the approved products linked to it, best rated
 * first; sections without products stay (so the page shows the whole course), and products
 * pointing at an unknown section come last under `section: null`.
 */
export function productsBySection(products: Product[], university: UniversityTree, courseId: string): SectionGroup[] {
  const linked = products
    .filter((product) => product.state === "approved" && product.university === university.id && product.uniCourse === courseId)
    .sort(bestRatedFirst);
  const sections = university.sections.filter((section) => section.courseId === courseId);
  const known = new Set(sections.map((section) => section.id));
  const groups: SectionGroup[] = sections.map((section) => ({
    section,
    products: linked.filter((product) => product.uniSection === section.id),
  }));
  const unplaced = linked.filter((product) => !known.has(product.uniSection));
  return unplaced.length ? [...groups, { section: null, products: unplaced }] : groups;
}
