import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SectionTabs } from "@/components/layout/section-tabs";
import { dashboardTabs } from "@/config/menus";

let pathname = "/dashboard/account";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const tabsOf = (label: string) =>
  within(screen.getByRole("navigation", { name: label }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);

describe("the tabs of a dashboard section", () => {
  it.each([
    ["/dashboard/account", "Profile", "page"],
    ["/dashboard/settings", "Settings", "page"],
    ["/dashboard/notifications", "Notifications", "page"],
    ["/dashboard/orders", "Orders", "page"],
    ["/dashboard/orders/order_1", "Orders", "true"],
    ["/dashboard/orders/order_1/invoice", "Orders", "true"],
  ])("on %s show the Account pages and mark %s (%s)", (path, label, value) => {
    pathname = path;
    render(<SectionTabs groups={dashboardTabs} />);
    expect(tabsOf("Account")).toEqual([
      ["Profile", "/dashboard/account", label === "Profile" ? value : null],
      ["Settings", "/dashboard/settings", label === "Settings" ? value : null],
      ["Notifications", "/dashboard/notifications", label === "Notifications" ? value : null],
      ["Orders", "/dashboard/orders", label === "Orders" ? value : null],
    ]);
  });

  it.each([
    ["/dashboard/performance", "Performance", "page"],
    ["/dashboard/payouts", "Payouts", "page"],
    ["/dashboard/payouts/local-onboarding", "Payouts", "true"],
  ])("on %s show Performance and Payouts and mark %s (%s)", (path, label, value) => {
    pathname = path;
    render(<SectionTabs groups={dashboardTabs} />);
    expect(tabsOf("Performance")).toEqual([
      ["Performance", "/dashboard/performance", label === "Performance" ? value : null],
      ["Payouts", "/dashboard/payouts", label === "Payouts" ? value : null],
    ]);
  });

  it.each(["/dashboard", "/dashboard/guides/general", "/dashboard/products/new"])("shows no tabs on %s, whose section has none", (path) => {
    pathname = path;
    render(<SectionTabs groups={dashboardTabs} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("is reached with Tab, one tab after another", async () => {
    pathname = "/dashboard/settings";
    render(<SectionTabs groups={dashboardTabs} />);
    const user = userEvent.setup();
    for (const name of ["Profile", "Settings", "Notifications", "Orders"]) {
      await user.tab();
      expect(screen.getByRole("link", { name })).toHaveFocus();
    }
  });
});
