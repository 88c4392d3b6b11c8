import { screen, within } from "@testing-library/react";
import { BuyBox } from "@/components/product/buy-box";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ usePathname: () => "/products/prod_soil" }));
vi.mock("@/lib/db/relations", () => ({ hasRelation: vi.fn() }));

// Issue 35: the product page says "Captions" when every video lecture has them.
describe("the buy box's captions fact", () => {
  it("says Captions for a captioned course", () => {
    renderWithProviders(<BuyBox product={aCatalogueProduct("prod_soil", { captioned: true })} />);
    const details = screen.getByRole("complementary", { name: "Price and details" });
    expect(within(details).getByText("Captions")).toBeInTheDocument();
    expect(within(details).getByText("Every video has captions")).toBeInTheDocument();
  });

  it("says nothing of captions when a video lacks them", () => {
    renderWithProviders(<BuyBox product={aCatalogueProduct("prod_soil")} />);
    expect(screen.queryByText("Captions")).not.toBeInTheDocument();
  });
});
