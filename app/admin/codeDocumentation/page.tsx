import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Code documentation",
  description: "The developer documentation: data model, routes, roles and rules, running and deploying.",
};

export default function AdminCodeDocumentationPage() {
  return (
    <PlannedFeature
      title="Code documentation"
      summary="The developer documentation: data model, routes, roles and rules, running and deploying."
      issue={7}
    />
  );
}
