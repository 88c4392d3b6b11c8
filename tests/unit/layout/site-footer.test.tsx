import { render, screen, within } from "@testing-library/react";
import { SiteFooter } from "@/components/layout/site-footer";

describe("footer", () => {
  it("groups Company (Mission, Contact) and Policies (Terms of conditions, Cookies policy)", () => {
    render(<SiteFooter />);
    const company = screen.getByRole("navigation", { name: "Company" });
    expect(within(company).getAllByRole("link").map((link) => link.textContent)).toEqual(["Mission", "Contact"]);
    expect(within(company).getByRole("link", { name: "Mission" })).toHaveAttribute("href", "/info/company/mission");
    const policies = screen.getByRole("navigation", { name: "Policies" });
    expect(within(policies).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Terms of conditions",
      "Cookies policy",
    ]);
  });

  it("offers English as the only language", () => {
    render(<SiteFooter />);
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["English"]);
  });

  it("carries the copyright line and the additional links", () => {
    render(<SiteFooter />);
    expect(screen.getByText("© 2025 Verdant Campus. All rights reserved.")).toBeInTheDocument();
    const more = screen.getByRole("navigation", { name: "More links" });
    expect(within(more).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/info/policies/en/privacy_policy");
  });
});
