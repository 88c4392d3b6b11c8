import { render, screen, within } from "@testing-library/react";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { adminMenu, dashboardMenu } from "@/config/menus";
import { markRows } from "./current-marks";

let pathname = "/admin";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const marks = (label: string) =>
  within(screen.getByRole("navigation", { name: label }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("aria-current")]);

describe("the admin and dashboard side menus", () => {
  it.each(
    markRows({
      "Admin overview": { page: ["/admin"] },
      "Add university data": { page: ["/admin/addUniData"], below: ["/admin/addUniData/addUniCourse"] },
      "Product approvals": { below: ["/admin/product_approval/prod_soil"] },
      "Course Access": { page: ["/admin/course_access"] },
    }),
  )("on %s marks %s (%s) in the admin menu, whose entries stay those of the spec", (path, label, value) => {
    pathname = path;
    render(<SideMenuLayout label="Admin" links={adminMenu}>page</SideMenuLayout>);
    expect(marks("Admin")).toEqual(
      ["Admin overview", "Add university data", "Product approvals", "Course Access"].map((entry) => [entry, entry === label ? value : null]),
    );
  });

  it.each(
    markRows({
      Overview: { page: ["/dashboard"] },
      // The pages the spec's menu does not name belong to the section whose tabs reach them.
      Account: { page: ["/dashboard/account"], below: ["/dashboard/settings", "/dashboard/notifications", "/dashboard/orders", "/dashboard/orders/order_1/invoice"] },
      Performance: { page: ["/dashboard/performance"], below: ["/dashboard/payouts", "/dashboard/payouts/local-onboarding"] },
      Guides: { page: ["/dashboard/guides/general"], below: ["/dashboard/guides/copyright"] },
    }),
  )("on %s marks %s (%s) in the dashboard menu", (path, label, value) => {
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
