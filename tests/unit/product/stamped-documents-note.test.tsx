import { render, screen } from "@testing-library/react";
import { TermsOfConditionsBuying } from "@/components/content/terms-of-conditions-buying";
import { BuyBox } from "@/components/product/buy-box";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ usePathname: () => "/products/prod_soil" }));
vi.mock("@/lib/db/relations", () => ({ hasRelation: vi.fn() }));

const NOTE = "Documents are stamped with the buyer’s name: every page of your PDF shows your name, email address and order number (terms, section 5).";

describe("documents stamped for their buyer, said before buying", () => {
  it("the buy box of a product with PDF lectures says so and links to the terms", () => {
    renderWithProviders(<BuyBox product={aCatalogueProduct("prod_soil")} hasDocuments />);
    expect(screen.getByRole("complementary", { name: "Price and details" })).toHaveTextContent(NOTE);
    expect(screen.getByRole("link", { name: "terms, section 5" })).toHaveAttribute("href", "/info/policies/en/terms_of_conditions");
  });

  it("the buy box of a product without PDFs does not", () => {
    renderWithProviders(<BuyBox product={aCatalogueProduct("prod_lca")} />);
    expect(screen.getByRole("complementary", { name: "Price and details" })).not.toHaveTextContent("stamped");
  });

  it("the terms' licence section says what a stamped document carries", () => {
    render(<TermsOfConditionsBuying />);
    expect(document.body).toHaveTextContent(
      "Every document is stamped for the learner who obtained it: each page of the PDF you open or download carries your name, email address, order number and the date you obtained the course",
    );
  });
});
