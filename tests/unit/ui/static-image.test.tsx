import { render, screen } from "@testing-library/react";
import { StaticImage } from "@/components/ui/static-image";

describe("server-rendered images keep next/image's widths and sizes", () => {
  it("offers every configured width from the optimizer, with explicit dimensions and sizes", () => {
    render(<StaticImage src="/images/products/soil.jpg" alt="Soil" width={640} height={360} sizes="(min-width: 1024px) 33vw, 100vw" />);
    const image = screen.getByRole("img", { name: "Soil" });
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image).toHaveAttribute("sizes", "(min-width: 1024px) 33vw, 100vw");
    expect(image).toHaveAttribute("loading", "lazy");
    const widths = (image.getAttribute("srcset") ?? "").split(", ").map((entry) => entry.split(" ")[1]);
    expect(widths).toEqual(expect.arrayContaining(["640w", "1080w", "1920w", "3840w"]));
  });

  it("fetches an above-the-fold image eagerly and with high priority", () => {
    render(<StaticImage src="/images/products/soil.jpg" alt="Soil" width={1280} height={720} sizes="384px" preload />);
    const image = screen.getByRole("img", { name: "Soil" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });
});
