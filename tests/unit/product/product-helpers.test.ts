import { courseJsonLd } from "@/components/product/product-json-ld";
import type { Product } from "@/lib/types/product";
import { formatDuration } from "@/lib/utils/duration";
import { publicName } from "@/lib/utils/names";
import { formatStars, ratingSentence } from "@/lib/utils/rating";

describe("display helpers", () => {
  it("shows a person as first name and last initial", () => {
    expect(publicName("Maya", "Fischer")).toBe("Maya F.");
    expect(publicName(" Pieter ", "de Vries")).toBe("Pieter D.");
    expect(publicName("", "")).toBe("Learner");
    expect(publicName("A".repeat(80), "B")).toHaveLength(60);
  });

  it("keeps an emoji or accented initial whole, and never cuts a character in half", () => {
    expect(publicName("Qa", "😀Emoji")).toBe("Qa 😀.");
    expect(publicName("Ana", "𝒜rcher")).toBe("Ana 𝒜.");
    expect(publicName("Jo", "👩‍🔬Lab")).toBe("Jo 👩‍🔬.");
    expect(publicName("Zoë", "e\u0301cole")).toBe("Zoë E\u0301.");
    const long = publicName("😀".repeat(40), "B");
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe("😀".repeat(30));
    expect(long.isWellFormed()).toBe(true);
  });

  it("rounds exact averages to one decimal for display", () => {
    expect(formatStars(14 / 3)).toBe("4.7");
    expect(formatStars(4)).toBe("4.0");
    expect(formatStars(4.25)).toBe("4.3");
    expect(ratingSentence({ stars: 14 / 3, count: 3, total: 14 })).toBe("Rated 4.7 out of 5 from 3 reviews");
    expect(ratingSentence({ stars: 5, count: 1, total: 5 })).toBe("Rated 5.0 out of 5 from 1 review");
    expect(ratingSentence({ stars: 0, count: 0, total: 0 })).toBe("No reviews yet");
  });

  it("writes minutes as hours and minutes", () => {
    expect(formatDuration(101)).toBe("1 h 41 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 h");
  });
});

describe("Course structured data", () => {
  const product = {
    id: "prod_1",
    title: "LCA </script><script>alert(1)</script>",
    subtitle: "Sub",
    descriptionSEO: "Learn LCA",
    language: "en",
    author: "Dr. Lena Hofer",
    previewImg: "/images/products/lca.svg",
    price: 24.99,
    free: false,
    ects: 0.5,
    workloadHours: 8,
    rating: { stars: 14 / 3, count: 3, total: 14 },
  } as Product;

  it("describes the course, its provider, offer, rating and workload", () => {
    const data = courseJsonLd(product, "BOKU University, Vienna");
    expect(data).toMatchObject({
      "@type": "Course",
      name: product.title,
      description: "Learn LCA",
      provider: { "@type": "CollegeOrUniversity", name: "BOKU University, Vienna" },
      offers: { "@type": "Offer", price: 24.99, priceCurrency: "EUR", category: "Paid" },
      aggregateRating: { ratingValue: 4.7, ratingCount: 3 },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT8H" },
    });
    expect(data.image).toMatch(/^https?:\/\/.+\/images\/products\/lca\.svg$/);
  });

  it("leaves out the rating without reviews and the provider without a university", () => {
    const data = courseJsonLd({ ...product, free: true, rating: { stars: 0, count: 0, total: 0 } }, null);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("provider");
    expect(data.offers).toMatchObject({ price: 0, category: "Free" });
  });
});
