import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { TermsOfConditionsBuying } from "@/components/content/terms-of-conditions-buying";
import { TermsOfConditionsCreators } from "@/components/content/terms-of-conditions-creators";
import { TermsOfConditionsGeneral } from "@/components/content/terms-of-conditions-general";
import { brand } from "@/config/brand";
import { infoPage } from "@/config/info-pages";

const page = infoPage("/info/policies/en/terms_of_conditions");

export const metadata: Metadata = { title: page.title, description: page.description };

export default function TermsOfConditionsPage() {
  return (
    <ProsePage
      title={page.title}
      lead={`The rules for buying, learning and teaching on ${brand.name}. Sections 8 to 12 apply only to creators; all other sections apply to everyone who uses the marketplace.`}
      updated="Last updated 26 November 2026"
    >
      <TermsOfConditionsBuying />
      <TermsOfConditionsCreators />
      <TermsOfConditionsGeneral />
    </ProsePage>
  );
}
