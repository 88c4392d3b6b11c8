import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";

/** Terms of conditions §13–18: availability, liability, termination, changes, law. */
export function TermsOfConditionsGeneral() {
  return (
    <>
      <h2>13. Availability of the marketplace</h2>
      <p>
        We work to keep the marketplace available around the clock, but we cannot guarantee
        uninterrupted access. Maintenance, security updates and outages of our service providers
        can interrupt it briefly; we announce planned maintenance in advance where we can. We may
        develop and change the marketplace&apos;s features, provided that the courses you bought
        remain accessible as described in section 5.
      </p>

      <h2>14. Liability</h2>
      <p>
        We are liable without limitation for damage caused intentionally or through gross
        negligence, for injury to life, body or health, and under the Austrian Product Liability
        Act. For damage caused through slight negligence, we are liable only if we breach an
        essential contractual obligation, that is an obligation whose fulfilment makes the
        contract possible in the first place and on which you may rely, and then only for the
        typical, foreseeable damage. Towards consumers, any limitation applies only as far as the
        Austrian Consumer Protection Act (KSchG) permits it.
      </p>
      <p>
        Courses are for education only and are not professional advice. We are not liable for
        decisions you make on the basis of a course, nor for the content of third-party websites
        linked from courses, except as set out above.
      </p>

      <h2>15. Suspension and termination</h2>
      <p>
        You may end the use of the marketplace at any time by deleting your account. We may end
        the contract of use with a free account with one month&apos;s notice. We may suspend or
        close an account with immediate effect for good cause, in particular for a serious or
        repeated breach of sections 5, 8 or 11, or for fraud such as payment chargebacks made in
        bad faith. We will tell you the reason and, where this does not defeat the purpose, warn
        you first. If we close an account without good cause, we refund the courses you can no
        longer access in proportion to the remaining access period, or give you the opportunity to
        download documents you bought.
      </p>
      <p>
        When a creator&apos;s account ends, earnings already due are still paid out, less any
        refunds and claims arising from a breach of these terms.
      </p>

      <h2>16. Changes to these terms</h2>
      <p>
        We may change these terms for valid reasons, such as new laws, court decisions or new
        features of the marketplace. We will notify you by email at least 30 days before a change
        takes effect and show you what changes. If you do not object before that date, the new
        terms apply; we will point this out in the notification. If you object, the previous terms
        continue to apply to you, but we may terminate the contract of use with effect from the
        date of the change; your access to courses you bought is not affected. Changes never apply
        retroactively to purchases already made.
      </p>

      <h2>17. Governing law and disputes</h2>
      <p>
        These terms are governed by Austrian law, excluding its conflict-of-laws rules and the UN
        Convention on Contracts for the International Sale of Goods. If you are a consumer, this
        choice of law does not deprive you of the protection of the mandatory provisions of the law
        of the country in which you have your habitual residence.
      </p>
      <p>
        For disputes with businesses, the courts competent for Vienna, Inner City, have exclusive
        jurisdiction. Consumers can bring proceedings against us in Austria or in the country where
        they live, and we can sue consumers only in the country where they live.
      </p>
      <p>
        Please tell us first if something goes wrong; most problems are solved quickly at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We are also willing to
        take part in proceedings before the Internet Ombudsstelle, a recognised Austrian
        consumer dispute resolution body (ombudsstelle.at).
      </p>

      <h2>18. Final provisions</h2>
      <p>
        If any provision of these terms is invalid, the rest remain valid, and the invalid
        provision is replaced by the statutory rule. Our{" "}
        <Link href="/info/policies/en/privacy_policy">privacy policy</Link> and{" "}
        <Link href="/info/policies/en/cookies_policy">cookies policy</Link> explain how we handle
        personal data. These terms are available in English; you can save or print this page at
        any time. Questions about these terms: <Link href="/info/company/contact">contact us</Link>.
      </p>
    </>
  );
}
