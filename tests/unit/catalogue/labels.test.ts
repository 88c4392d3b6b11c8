import { describeFilters, sdgLabel } from "@/lib/catalogue/labels";
import { parseCatalogueQuery } from "@/lib/catalogue/query";
import { boku } from "@/tests/factories/catalogue";

describe("the active filter summary", () => {
  it("names every filter in words, with prices in euros", () => {
    const query = parseCatalogueQuery({
      q: "soil",
      type: "documents",
      university: "uni_boku",
      price: "paid",
      min: "5",
      max: "20",
      difficulty: "easy",
      sdg: "15",
      sort: "newest",
    });
    expect(describeFilters(query, [boku])).toEqual([
      "Search: “soil”",
      "Documents",
      "University: BOKU",
      "Paid",
      "From €5.00",
      "Up to €20.00",
      "Easy difficulty",
      "SDG 15: Life on land",
    ]);
  });

  it("is empty for the plain catalogue, whatever the order", () => {
    expect(describeFilters(parseCatalogueQuery({ sort: "price-asc" }), [boku])).toEqual([]);
  });

  it("names the goals 1 to 17", () => {
    expect(sdgLabel(1)).toBe("SDG 1: No poverty");
    expect(sdgLabel(13)).toBe("SDG 13: Climate action");
    expect(sdgLabel(17)).toBe("SDG 17: Partnerships for the goals");
  });
});
