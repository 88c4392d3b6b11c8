import { PrivacyPolicyCollection } from "@/components/content/privacy-policy-collection";
import { PrivacyPolicyRights } from "@/components/content/privacy-policy-rights";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";

export const metadata = infoMetadata("/info/policies/en/privacy_policy");

export default function PrivacyPolicyPage() {
  return (
    <InfoProsePage path="/info/policies/en/privacy_policy"
      lead="We collect only the data we need to sell courses, let you learn and pay creators. This policy explains what that is, why we need it and what rights you have under the General Data Protection Regulation (GDPR)."
      updated="Last updated 1 November 2026"
    >
      <PrivacyPolicyCollection />
      <PrivacyPolicyRights />
    </InfoProsePage>
  );
}
