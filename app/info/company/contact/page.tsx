import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/company/contact");

export default function ContactPage() {
  return (
    <InfoProsePage path="/info/company/contact"
      lead="We are a small team in Vienna. Write to the address that fits your question and a person, not a bot, will answer."
    >
      <h2>General questions</h2>
      <p>
        For anything about {brand.name} as a company, feedback on the marketplace or ideas for
        new features, write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
        We reply within two business days.
      </p>

      <h2>Help with an order, your account or a course</h2>
      <p>
        If you cannot open a course you bought, a payment went wrong, you want to withdraw from a
        purchase or you cannot sign in, write to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. Please send your message
        from the email address of your account and include:
      </p>
      <ul>
        <li>the title of the course or document concerned;</li>
        <li>the date of the purchase and, if you have it, the receipt number from Stripe;</li>
        <li>what you expected to happen, what happened instead, and your browser and device.</li>
      </ul>
      <p>
        We answer support requests within one business day, usually the same day. Many questions
        are already answered in the <Link href="/support/help">Help centre</Link>.
      </p>
      <p>
        Creators with questions about approval, payouts or co-creators can use the same address;
        the <Link href="/dashboard/guides/general">creator guides</Link> in your dashboard cover the
        basics.
      </p>

      <h2>Partnerships with universities</h2>
      <p>
        Universities, faculties and teaching staff who want their degrees, courses and sections
        listed, or who want to give their students access to courses, write to{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with{" "}
        <strong>University partnership</strong> in the subject line. Tell us the name of your
        university, the faculty or department, and who will be our contact person. We reply within
        five business days and usually suggest a short video call.{" "}
        <Link href="/info/company/universityfocus">Read how university partnerships work</Link>.
      </p>

      <h2>Press</h2>
      <p>
        Journalists can reach us at{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with{" "}
        <strong>Press</strong> in the subject line. We answer press enquiries within two business
        days and can arrange interviews in English or German.
      </p>

      <h2>Privacy and data protection</h2>
      <p>
        To use your rights under the GDPR, such as access to or deletion of your data, write to{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with{" "}
        <strong>Privacy</strong> in the subject line. We answer within one month at the latest. The{" "}
        <Link href="/info/policies/en/privacy_policy">privacy policy</Link> explains what we store
        and why.
      </p>

      <h2>Response times</h2>
      <p>
        Our team works Monday to Friday, 9:00 to 17:00 Vienna time (CET, or CEST in summer), except
        on Austrian public holidays. The times above are counted in those business days.
      </p>

      <h2>Registered office</h2>
      <p>
        {brand.name} GmbH
        <br />
        Lindengasse 56/14
        <br />
        1070 Vienna
        <br />
        Austria
      </p>
      <p>
        We receive visitors by appointment only. Post takes days to reach the right person, so
        please use email for support; legal notices, such as a withdrawal from a contract, may of
        course also be sent by post.
      </p>
    </InfoProsePage>
  );
}
