import { render, screen } from "@testing-library/react";
import { BuyBox } from "@/components/product/buy-box";
import { PreviewVideo } from "@/components/product/preview-video";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ usePathname: () => "/products/prod_soil" }));
vi.mock("@/lib/db/relations", () => ({ hasRelation: vi.fn() }));

const buyBoxImage = (container: HTMLElement) => container.querySelector('aside[aria-label="Price and details"] img');

describe("the product page's first-screen images", () => {
  it("fetches the preview's poster, the page's largest image, at once and with high priority", () => {
    render(<PreviewVideo src="/media/previews/soil.webm" poster="/images/products/soil.jpg" title="Soil Health" />);
    const poster = screen.getByRole("link", { name: "Play the preview of Soil Health" }).querySelector("img");
    expect(poster).toHaveAttribute("loading", "eager");
    expect(poster).toHaveAttribute("fetchpriority", "high");
  });

  it("leaves the high priority to the poster when the course has a preview video", () => {
    const product = aCatalogueProduct("prod_soil", { previewImg: "/images/products/soil.jpg", previewVideo: "/media/previews/soil.webm" });
    const { container } = renderWithProviders(<BuyBox product={product} />);
    const image = buyBoxImage(container);
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).not.toHaveAttribute("fetchpriority", "high");
  });

  it("gives the buy box's image the high priority when there is no preview video", () => {
    const product = aCatalogueProduct("prod_soil", { previewImg: "/images/products/soil.jpg", previewVideo: "" });
    const { container } = renderWithProviders(<BuyBox product={product} />);
    const image = buyBoxImage(container);
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });
});
