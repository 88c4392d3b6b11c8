/**
 * Every company, policy and help page. The title is the page's h1 and its <title> (the root
 * layout adds the brand), so metadata and heading cannot drift apart.
 */
export type InfoPageGroup = "company" | "policies" | "support";

export type InfoPage = {
  path: string;
  /** The page's h1, exactly. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  group: InfoPageGroup;
};

export const infoPages: readonly InfoPage[] = [
  {
    path: "/info/company/contact",
    title: "Contact us",
    description:
      "Reach Verdant Campus for general questions, customer support, university partnerships or press enquiries, with our response times and Vienna office.",
    group: "company",
  },
  {
    path: "/info/company/mission",
    title: "Our mission",
    description:
      "Why Verdant Campus exists: university-linked sustainability teaching for everyone, guided by the UN Sustainable Development Goals and reviewed for quality.",
    group: "company",
  },
  {
    path: "/info/company/join",
    title: "Teach with us",
    description:
      "Who can teach on Verdant Campus, how course approval works, what creators earn and the steps from registration to your first published course.",
    group: "company",
  },
  {
    path: "/info/company/profitmodel",
    title: "How we earn and how creators are paid",
    description:
      "Our commission, Stripe payment fees, VAT, payout splits between co-creators and refunds, explained with a worked example for a 9.99 EUR course.",
    group: "company",
  },
  {
    path: "/info/company/universityfocus",
    title: "Why every course belongs to a university",
    description:
      "Each course is linked to a university, degree, course and section. Learn why, how universities can partner, and how to find material for your own studies.",
    group: "company",
  },
  {
    path: "/info/policies/en/terms_of_conditions",
    title: "Terms of conditions",
    description:
      "The terms for buying, learning and teaching on Verdant Campus: accounts, licences, creator duties, approval, withdrawal and refunds, liability and law.",
    group: "policies",
  },
  {
    path: "/info/policies/en/privacy_policy",
    title: "Privacy policy",
    description:
      "What personal data Verdant Campus collects, why and on which legal basis, who processes it, how long we keep it and how to use your rights under the GDPR.",
    group: "policies",
  },
  {
    path: "/info/policies/en/cookies_policy",
    title: "Cookies policy",
    description:
      "The cookies and browser storage Verdant Campus uses, what the Necessary and Preferences choices in our banner mean and how to withdraw your consent.",
    group: "policies",
  },
  {
    path: "/info/policies/en/disclaimer",
    title: "Disclaimer",
    description:
      "Courses on Verdant Campus are made by independent creators. What a university link means, why content is not professional advice, and external links.",
    group: "policies",
  },
  {
    path: "/support/help",
    title: "Help centre",
    description:
      "Answers for learners, creators and universities: buying and refunds, your library, building and pricing courses, payouts, partnerships and course access.",
    group: "support",
  },
];

/** The entry for `path`; throws so a renamed route fails loudly at build time, not silently. */
export function infoPage(path: string): InfoPage {
  const entry = infoPages.find((page) => page.path === path);
  if (!entry) throw new Error(`No info page is configured for "${path}".`);
  return entry;
}
