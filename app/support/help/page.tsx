import { Link } from "@/components/ui/link";
import { FaqSection } from "@/components/content/help-faq";
import { creatorFaq } from "@/components/content/help-faq-creators";
import { learnerFaq } from "@/components/content/help-faq-learners";
import { universityFaq } from "@/components/content/help-faq-universities";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/support/help");

export default function HelpPage() {
  return (
    <InfoProsePage path="/support/help"
      lead="Answers to the questions we hear most often. Choose your group below and open a question to read the answer."
    >
      <nav aria-label="Questions by audience">
        <ul>
          <li>
            <a href="#faq-learners">For learners and buyers</a>
          </li>
          <li>
            <a href="#faq-creators">For creators</a>
          </li>
          <li>
            <a href="#faq-universities">For universities</a>
          </li>
        </ul>
      </nav>

      <FaqSection id="faq-learners" title="For learners and buyers" entries={learnerFaq} />
      <FaqSection id="faq-creators" title="For creators" entries={creatorFaq} />
      <FaqSection id="faq-universities" title="For universities" entries={universityFaq} />

      <section aria-labelledby="still-need-help">
        <h2 id="still-need-help">Still need help?</h2>
        <p>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> from the
          email address of your account, with the course title and a short description of the
          problem. We answer within one business day. For partnerships, press and other questions,
          see our <Link href="/info/company/contact">contact page</Link>.
        </p>
      </section>
    </InfoProsePage>
  );
}
