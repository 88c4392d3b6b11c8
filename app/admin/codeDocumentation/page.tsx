import type { Metadata } from "next";
import { DeveloperDocs } from "@/components/admin/docs/developer-docs";
import { listDeveloperDocs } from "@/lib/docs/developer-docs.server";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = {
  title: "Code documentation",
  description: "The developer documentation: data model, routes, roles and rules, running and deploying.",
  robots: { index: false, follow: false },
};

// The Markdown in docs/developer/ is read when the page is built, so the page is always the
// repository's current text. Not secret: the admin layout hides it only to keep the area tidy.
export default async function AdminCodeDocumentationPage() {
  const docs = await listDeveloperDocs();
  return (
    <div className="space-y-6">
      <PageHeading title="Code documentation">
        The developer documentation, rendered from docs/developer/ in the repository: data model, routes, roles and
        rules, running and deploying.
      </PageHeading>
      <DeveloperDocs docs={docs} />
    </div>
  );
}
