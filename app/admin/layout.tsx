import type { ReactNode } from "react";
import { SideMenuLayout } from "@/components/layout/side-menu-layout";
import { adminMenu } from "@/config/menus";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuLayout label="Admin" links={adminMenu}>
      {children}
    </SideMenuLayout>
  );
}
