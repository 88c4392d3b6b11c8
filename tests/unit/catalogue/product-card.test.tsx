import { render, screen } from "@testing-library/react";
import { ProductCard } from "@/components/catalogue/product-card";
import { aCatalogueProduct, aRating } from "@/tests/factories/catalogue";

const lca = aCatalogueProduct("prod_lca", {
  title: "Life Cycle Assessment in Practice",
  subtitle: "From goal and scope to a defensible impact assessment",
  author: "Dr. Lena Hofer",
  price: 24.99,
  rating: aRating(4.7, 3),
  difficulty: "normal",
  type: "video_courses",
  previewImgSmall: "/images/products/life-cycle-assessment-in-practice.svg",
});

describe("product card", () => {
  it("links the title to the product page and shows what a buyer compares", () => {
    render(<ProductCard product={lca} universityName="BOKU" />);
    expect(screen.getByRole("heading", { level: 3, name: "Life Cycle Assessment in Practice" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Life Cycle Assessment in Practice" })).toHaveAttribute("href", "/products/prod_lca");
    expect(screen.getByText("From goal and scope to a defensible impact assessment")).toBeInTheDocument();
    expect(screen.getByText("Dr. Lena Hofer")).toBeInTheDocument();
    expect(screen.getByText("Video course · BOKU")).toBeInTheDocument();
    expect(screen.getByText("Normal difficulty")).toBeInTheDocument();
    expect(screen.getByText("€24.99")).toBeInTheDocument();
    expect(screen.queryByText("Free")).not.toBeInTheDocument();
  });

  it("says Captions when every video lecture has them (issue 35)", () => {
    render(<ProductCard product={{ ...lca, captioned: true }} universityName="BOKU" />);
    expect(screen.getByText("Video course · BOKU · Captions")).toBeInTheDocument();
  });

  it("tells screen readers the rating in words, to one decimal", () => {
    render(<ProductCard product={{ ...lca, rating: aRating(14 / 3, 3) }} universityName="BOKU" />);
    expect(screen.getByRole("img", { name: "Rated 4.7 out of 5, 3 reviews" })).toBeInTheDocument();
  });

  it("says Free instead of a price, and 1 review in the singular", () => {
    render(<ProductCard product={{ ...lca, price: 0, free: true, type: "documents", rating: aRating(5, 1) }} universityName="" />);
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.queryByText("€0.00")).not.toBeInTheDocument();
    expect(screen.getByText("Document")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 5.0 out of 5, 1 review" })).toBeInTheDocument();
  });

  it("says when nobody has reviewed the course yet", () => {
    render(<ProductCard product={{ ...lca, rating: aRating(0, 0) }} universityName="BOKU" />);
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
  });

  it("reserves the preview image's space with explicit dimensions", () => {
    const { container } = render(<ProductCard product={lca} universityName="BOKU" />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image).toHaveAttribute("alt", "");
    expect(image?.getAttribute("src")).toContain("life-cycle-assessment-in-practice.svg");
  });
});
