import type { Metadata } from "next";
import { DeveloperDocs } from "@/components/admin/docs/developer-docs";
import { listDeveloperDocs } from "@/lib/docs/developer-docs.server";

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
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Code documentation</h1>
        <p className="mt-2 text-slate-700">
          The developer documentation, rendered from docs/developer/ in the repository: data model, routes, roles and
          rules, running and deploying.
        </p>
      </div>
      <DeveloperDocs docs={docs} />
    </div>
  );
}
