import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SectionTabs } from "@/components/layout/section-tabs";
import { dashboardTabs } from "@/config/menus";
import { markRows } from "./current-marks";

let pathname = "/dashboard/account";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const tabsOf = (label: string) =>
  within(screen.getByRole("navigation", { name: label }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);

const accountTabs = [
  ["Profile", "/dashboard/account"],
  ["Settings", "/dashboard/settings"],
  ["Notifications", "/dashboard/notifications"],
  ["Orders", "/dashboard/orders"],
];
const performanceTabs = [
  ["Performance", "/dashboard/performance"],
  ["Payouts", "/dashboard/payouts"],
];
/** The tabs [name, href, aria-current] as they should show where `label` is marked `value` and no other tab is. */
const markedTabs = (tabs: string[][], label: string, value: string) => tabs.map(([name, href]) => [name, href, name === label ? value : null]);

describe("the tabs of a dashboard section", () => {
  it.each(
    markRows({
      Profile: { page: ["/dashboard/account"] },
      Settings: { page: ["/dashboard/settings"] },
      Notifications: { page: ["/dashboard/notifications"] },
      Orders: { page: ["/dashboard/orders"], below: ["/dashboard/orders/order_1", "/dashboard/orders/order_1/invoice"] },
    }),
  )("on %s show the Account pages and mark %s (%s)", (path, label, value) => {
    pathname = path;
    render(<SectionTabs groups={dashboardTabs} />);
    expect(tabsOf("Account")).toEqual(markedTabs(accountTabs, label, value));
  });

  it.each(markRows({ Performance: { page: ["/dashboard/performance"] }, Payouts: { page: ["/dashboard/payouts"], below: ["/dashboard/payouts/local-onboarding"] } }))(
    "on %s show Performance and Payouts and mark %s (%s)",
    (path, label, value) => {
      pathname = path;
      render(<SectionTabs groups={dashboardTabs} />);
      expect(tabsOf("Performance")).toEqual(markedTabs(performanceTabs, label, value));
    },
  );

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
