import { render, screen, within } from "@testing-library/react";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { adminMenu, dashboardMenu } from "@/config/menus";

let pathname = "/admin";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const marks = (label: string) =>
  within(screen.getByRole("navigation", { name: label }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("aria-current")]);

describe("the admin and dashboard side menus", () => {
  it.each([
    ["/admin", "Admin overview", "page"],
    ["/admin/addUniData", "Add university data", "page"],
    ["/admin/addUniData/addUniCourse", "Add university data", "true"],
    ["/admin/product_approval/prod_soil", "Product approvals", "true"],
    ["/admin/course_access", "Course Access", "page"],
  ])("on %s marks %s (%s) in the admin menu, whose entries stay those of the spec", (path, label, value) => {
    pathname = path;
    render(<SideMenuLayout label="Admin" links={adminMenu}>page</SideMenuLayout>);
    expect(marks("Admin")).toEqual(
      ["Admin overview", "Add university data", "Product approvals", "Course Access"].map((entry) => [entry, entry === label ? value : null]),
    );
  });

  it.each([
    ["/dashboard", "Overview", "page"],
    ["/dashboard/account", "Account", "page"],
    ["/dashboard/performance", "Performance", "page"],
    // The pages the spec's menu does not name belong to the section whose tabs reach them.
    ["/dashboard/settings", "Account", "true"],
    ["/dashboard/notifications", "Account", "true"],
    ["/dashboard/orders", "Account", "true"],
    ["/dashboard/orders/order_1/invoice", "Account", "true"],
    ["/dashboard/payouts", "Performance", "true"],
    ["/dashboard/payouts/local-onboarding", "Performance", "true"],
    ["/dashboard/guides/general", "Guides", "page"],
    ["/dashboard/guides/copyright", "Guides", "true"],
  ])("on %s marks %s (%s) in the dashboard menu", (path, label, value) => {
    pathname = path;
    render(<SideMenuLayout label="Dashboard" links={dashboardMenu}>page</SideMenuLayout>);
    expect(marks("Dashboard")).toEqual(["Overview", "Account", "Performance", "Guides"].map((entry) => [entry, entry === label ? value : null]));
  });

  it("marks nothing on a page that is not in the menu, such as the developer docs", () => {
    pathname = "/admin/codeDocumentation";
    render(<SideMenuLayout label="Admin" links={adminMenu}>page</SideMenuLayout>);
    expect(marks("Admin").every(([, value]) => value === null)).toBe(true);
  });
});
