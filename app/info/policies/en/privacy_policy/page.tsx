import type { Metadata } from "next";
import { PrivacyPolicyCollection } from "@/components/content/privacy-policy-collection";
import { PrivacyPolicyRights } from "@/components/content/privacy-policy-rights";
import { ProsePage } from "@/components/content/prose-page";
import { infoPage } from "@/config/info-pages";

const page = infoPage("/info/policies/en/privacy_policy");

export const metadata: Metadata = { title: page.title, description: page.description };

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title={page.title}
      lead="We collect only the data we need to sell courses, let you learn and pay creators. This policy explains what that is, why we need it and what rights you have under the General Data Protection Regulation (GDPR)."
      updated="Last updated 1 November 2026"
    >
      <PrivacyPolicyCollection />
      <PrivacyPolicyRights />
    </ProsePage>
  );
}
