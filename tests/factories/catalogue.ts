import { toProduct } from "@/lib/db/product-shape";
import type { Product, Rating } from "@/lib/types/product";
import type { UniversityTree } from "@/lib/types/university";

/** A rating as stored: the exact average of `count` reviews. */
export const aRating = (stars: number, count: number): Rating => ({ stars, count, total: stars * count });

/** An approved product with every field filled as toProduct would, plus `overrides`. */
export function aCatalogueProduct(id: string, overrides: Partial<Product> = {}): Product {
  return {
    ...toProduct(id, {}),
    state: "approved",
    title: `Course ${id}`,
    author: "Dr. Lena Hofer",
    price: 10,
    createdOn: "2025-01-01T00:00:00.000Z",
    lastUpdated: "2025-01-01T00:00:00.000Z",
    previewImgSmall: `/images/products/${id}.svg`,
    ...overrides,
  };
}

export function aUniversityTree(id: string, overrides: Partial<UniversityTree> = {}): UniversityTree {
  return { id, shortName: id.toUpperCase(), name: `University ${id}`, country: "", city: "", website: "", degrees: [], courses: [], sections: [], ...overrides };
}

/** Two universities: one with accents in its names, one with a degree, courses and sections. */
export const zurich = aUniversityTree("uni_zurich", {
  shortName: "UZH",
  name: "Universität Zürich",
  courses: [{ id: "course_eco", name: "Écologie urbaine", code: "ECO-1", degreeIds: [] }],
});

export const boku = aUniversityTree("uni_boku", {
  shortName: "BOKU",
  name: "BOKU University, Vienna",
  degrees: [
    { id: "deg_msc", name: "MSc Environmental Sciences", level: "master" },
    { id: "deg_bsc", name: "BSc Environment", level: "bachelor" },
  ],
  courses: [
    { id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc", "deg_bsc"] },
    { id: "course_soil", name: "Soil Health and Fertility", code: "SOIL-320", degreeIds: ["deg_bsc"] },
  ],
  sections: [
    { id: "sec_goal", name: "Goal and scope definition", courseId: "course_lca" },
    { id: "sec_impact", name: "Impact assessment methods", courseId: "course_lca" },
    { id: "sec_bio", name: "Soil biology", courseId: "course_soil" },
  ],
});
