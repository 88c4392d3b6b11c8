import { coursesOfDegree, productsBySection } from "@/lib/catalogue/browse";
import { aCatalogueProduct as product, boku, aRating } from "@/tests/factories/catalogue";

const lca = { university: "uni_boku", uniCourse: "course_lca" };
const products = [
  product("p_goal_low", { ...lca, uniSection: "sec_goal", rating: aRating(3, 1) }),
  product("p_goal_top", { ...lca, uniSection: "sec_goal", rating: aRating(5, 2) }),
  product("p_moved", { ...lca, uniSection: "sec_deleted" }),
  product("p_draft", { ...lca, uniSection: "sec_impact", state: "pending" }),
  product("p_soil", { university: "uni_boku", uniCourse: "course_soil", uniSection: "sec_bio" }),
  product("p_elsewhere", { university: "uni_other", uniCourse: "course_lca", uniSection: "sec_goal" }),
];

describe("university browse", () => {
  it("lists a course's sections with their approved products, best rated first, keeping empty sections", () => {
    const groups = productsBySection(products, boku, "course_lca");
    expect(groups.map((group) => [group.section?.name ?? null, group.products.map((item) => item.id)])).toEqual([
      ["Goal and scope definition", ["p_goal_top", "p_goal_low"]],
      ["Impact assessment methods", []],
      [null, ["p_moved"]],
    ]);
  });

  it("has no extra group when every product has a known section", () => {
    expect(productsBySection(products, boku, "course_soil").map((group) => group.section?.id)).toEqual(["sec_bio"]);
  });

  it("lists the courses of a degree", () => {
    expect(coursesOfDegree(boku, "deg_bsc").map((course) => course.code)).toEqual(["LCA-501", "SOIL-320"]);
    expect(coursesOfDegree(boku, "deg_msc").map((course) => course.code)).toEqual(["LCA-501"]);
  });
});
