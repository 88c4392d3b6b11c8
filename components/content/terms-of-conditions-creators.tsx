import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";

/** Terms of conditions §8–12: creators, licence to the platform, approval, content rules, payouts. */
export function TermsOfConditionsCreators() {
  return (
    <>
      <h2>8. Creators&apos; obligations</h2>
      <p>By publishing a course, you as a creator confirm and undertake that:</p>
      <ul>
        <li>
          you own, or hold all necessary licences for, everything in the course: text, slides,
          images, video, music, data and third-party material; and you have the consent of every
          person who can be recognised in it;
        </li>
        <li>
          publishing the course does not breach any obligation towards your employer, your
          university or a publisher;
        </li>
        <li>
          the course is accurate to the best of your knowledge, matches its description and its
          university, degree, course and section, and is kept up to date where facts change;
        </li>
        <li>
          you answer learners&apos; questions in the course&apos;s Q&amp;A in a reasonable time and
          tone;
        </li>
        <li>
          you are responsible for the taxes on your earnings, and if you publish as a business, you
          tell us so in your account.
        </li>
      </ul>
      <p>
        Co-creators must be invited through the dashboard and accept the invitation. All creators
        of a course are jointly responsible for it. They agree among themselves on payout
        percentages, which must add up to 100; a change requires the agreement of all of them.
      </p>
      <p>
        If a third party claims that your course infringes their rights, you will support us in
        defending the claim and indemnify us against the resulting costs, unless you are not at
        fault.
      </p>

      <h2>9. Licence granted to us</h2>
      <p>
        You keep the copyright in your course. By submitting it, you grant us a non-exclusive,
        worldwide licence, for as long as the course is published and the access periods in
        section 5 last, to:
      </p>
      <ul>
        <li>store, copy, encode and host the course and make it available to learners;</li>
        <li>grant learners the licence described in section 5;</li>
        <li>
          use the title, description, preview image, preview video and short excerpts to promote
          the course on the marketplace, in newsletters and on social media, naming you as its
          creator;
        </li>
        <li>make technical adaptations, such as subtitles, compression or format conversion.</li>
      </ul>
      <p>
        You may publish the same material elsewhere. You may unpublish a course at any time with
        effect for the future; learners who already have access keep it.
      </p>

      <h2>10. Review and approval</h2>
      <p>
        Every course, and every substantial change to a published course, is reviewed by our team
        before it is visible. We check the university link, completeness, technical quality,
        copyright and the rules in section 11, and we aim to decide within five business days. We
        may ask for changes or refuse a course, and we give our reasons. Approval is not a
        confirmation that the content is correct, and it does not transfer any responsibility for
        the content to us. There is no claim to publication.
      </p>

      <h2>11. Prohibited content and conduct</h2>
      <p>On the marketplace, including in reviews and the Q&amp;A, you may not publish:</p>
      <ul>
        <li>content that infringes copyright, trademarks, personality or privacy rights;</li>
        <li>
          unlawful content, including hate speech, incitement, discrimination, harassment and
          content that endangers minors;
        </li>
        <li>
          deliberate misinformation, such as fabricated data or claims contrary to established
          scientific consensus presented as fact without evidence;
        </li>
        <li>
          advertising for products or services disguised as teaching, or undisclosed sponsorship;
        </li>
        <li>
          exam papers or solutions that a university has not released for publication, or
          material that helps students cheat in assessments;
        </li>
        <li>malware, links to harmful sites, or personal data of others without a legal basis.</li>
      </ul>
      <p>
        You may also not manipulate ratings or reviews, buy your own courses to improve rankings,
        or interfere with the operation of the marketplace. Anyone can report content to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We examine reports
        promptly and may remove content, suspend a course or account, and inform the person
        concerned of our decision and their options to contest it, as the EU Digital Services Act
        requires.
      </p>

      <h2>12. Earnings and payouts</h2>
      <p>
        For each paid sale, creators receive 80 % of the net revenue, meaning the price after VAT
        and the payment provider&apos;s fee, divided among co-creators by their payout percentages.
        Payouts are made through Stripe Connect; to receive them, each creator needs a verified
        Stripe account and accepts Stripe&apos;s terms. Earnings become available 30 days after the
        sale and are transferred monthly. Refunded sales are deducted from earnings, also after a
        transfer. The details and a worked example are on our{" "}
        <Link href="/info/company/profitmodel">profit model</Link> page. We may change the
        commission with two months&apos; notice; sales made before the change are not affected.
      </p>
    </>
  );
}
