import type { ReactNode } from "react";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { dashboardMenu } from "@/config/menus";

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuLayout label="Dashboard" links={dashboardMenu}>
      {children}
    </SideMenuLayout>
  );
}
