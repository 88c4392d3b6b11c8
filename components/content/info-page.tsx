import type { Metadata } from "next";
import type { ReactNode } from "react";
import { infoPage } from "@/config/info-pages";
import { ProsePage } from "./prose-page";

// An information page's title and description come from its entry in config/info-pages.ts, the
// list the footer and the menus are built from, so a page cannot be titled unlike its link.

export function infoMetadata(path: string): Metadata {
  const { title, description } = infoPage(path);
  return { title, description };
}

type InfoProsePageProps = { path: string; lead?: string; updated?: string; children: ReactNode };

export function InfoProsePage({ path, ...page }: InfoProsePageProps) {
  return <ProsePage title={infoPage(path).title} {...page} />;
}
