import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RequireRole } from "@/components/auth/require-role";
import { SectionTabs } from "@/components/layout/section-tabs";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { dashboardMenu, dashboardTabs } from "@/config/menus";

// Private pages: nothing here belongs in a search index.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="user">
      <SideMenuLayout label="Dashboard" links={dashboardMenu}>
        <SectionTabs groups={dashboardTabs} />
        {children}
      </SideMenuLayout>
    </RequireRole>
  );
}
