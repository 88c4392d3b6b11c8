import { render, screen, within } from "@testing-library/react";
import { SiteFooter } from "@/components/layout/site-footer";

it("the footer leads every page to the catalogue and the universities", () => {
  render(<SiteFooter />);
  const more = screen.getByRole("navigation", { name: "More links" });
  expect(within(more).getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  expect(within(more).getByRole("link", { name: "Universities" })).toHaveAttribute("href", "/universities");
});
