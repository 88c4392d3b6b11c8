import type { ReactNode } from "react";
import { ProsePage } from "@/components/content/prose-page";
import { GuidesNav } from "@/components/guides/guides-nav";

type GuidePageProps = { path: string; title: string; lead: string; children: ReactNode };

/** A creator guide: the guides navigation above the usual long-form layout. */
export function GuidePage({ path, title, lead, children }: GuidePageProps) {
  return (
    <>
      <GuidesNav current={path} />
      <ProsePage title={title} lead={lead}>
        {children}
      </ProsePage>
    </>
  );
}
