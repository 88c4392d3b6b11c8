import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RequireRole } from "@/components/auth/require-role";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { SubMenu } from "@/components/layout/sub-menu";
import { adminMenu, adminMoreMenu } from "@/config/menus";

// Private pages: nothing here belongs in a search index.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="admin">
      <SideMenuLayout label="Admin" links={adminMenu}>
        <SubMenu label="More admin pages" links={adminMoreMenu} />
        {children}
      </SideMenuLayout>
    </RequireRole>
  );
}
