import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { TermsOfConditionsBuying } from "@/components/content/terms-of-conditions-buying";
import { TermsOfConditionsCreators } from "@/components/content/terms-of-conditions-creators";
import { TermsOfConditionsGeneral } from "@/components/content/terms-of-conditions-general";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/policies/en/terms_of_conditions");

export default function TermsOfConditionsPage() {
  return (
    <InfoProsePage path="/info/policies/en/terms_of_conditions"
      lead={`The rules for buying, learning and teaching on ${brand.name}. Sections 8 to 12 apply only to creators; all other sections apply to everyone who uses the marketplace.`}
      updated="Last updated 26 November 2026"
    >
      <TermsOfConditionsBuying />
      <TermsOfConditionsCreators />
      <TermsOfConditionsGeneral />
    </InfoProsePage>
  );
}
