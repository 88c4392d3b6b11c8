import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";

/** Privacy policy §4–9: recipients, transfers, retention, rights, complaints, changes. */
export function PrivacyPolicyRights() {
  return (
    <>
      <h2>4. Who processes your data for us</h2>
      <p>We share personal data only with these recipients, and only as far as necessary:</p>
      <ul>
        <li>
          <strong>Google</strong> (Google Cloud EMEA Limited and Google Ireland Limited, Dublin,
          Ireland) hosts the marketplace and provides Firebase Authentication, Cloud Firestore, our
          database, and Cloud Storage for course files, as our processor under a data processing
          agreement. Firebase also sends sign-in emails and SMS codes, and for phone sign-in uses
          Google reCAPTCHA to tell people from bots.
        </li>
        <li>
          <strong>Stripe</strong> (Stripe Payments Europe, Limited, Dublin, Ireland) processes
          payments and creator payouts. For fraud prevention and its own legal obligations, Stripe
          acts as an independent controller; see stripe.com/privacy.
        </li>
        <li>
          <strong>Sign-in providers</strong> (Google, Meta for Facebook, GitHub, X for Twitter) are
          independent controllers for the sign-in you perform with them.
        </li>
        <li>
          <strong>Co-creators and creators</strong>: co-creators of a course see each
          other&apos;s names and payout percentages. Creators see reviews and questions on their
          courses, but not your email address or payment details.
        </li>
        <li>
          <strong>Authorities and advisers</strong>, such as tax authorities or our tax adviser,
          where the law requires it.
        </li>
      </ul>

      <h2>5. Transfers outside the EU</h2>
      <p>
        We store our database and files in Google Cloud data centres in the European Union. Google
        and Stripe may access data from other countries, in particular the United States, for
        support and security. Google LLC and Stripe, Inc. are certified under the EU-US Data
        Privacy Framework, for which the European Commission has adopted an adequacy decision;
        in addition, their contracts with us include the EU Standard Contractual Clauses.
      </p>

      <h2>6. How long we keep your data</h2>
      <ul>
        <li>
          Account data, cart and learning progress: as long as your account exists. After you
          delete your account, we erase them within 30 days.
        </li>
        <li>
          Reviews and Q&amp;A posts: deleted or anonymised when you delete your account.
        </li>
        <li>
          Purchase, payment and payout records: seven years from the end of the calendar year, as
          Austrian tax law (§ 132 BAO) requires, and longer only while a tax audit or legal dispute
          about them is pending.
        </li>
        <li>Support correspondence: three years after your request was closed.</li>
        <li>Technical logs: 30 days.</li>
      </ul>

      <h2>7. Your rights</h2>
      <p>Under the GDPR, you have the right to:</p>
      <ul>
        <li>obtain access to the data we hold about you and a copy of it (Art. 15);</li>
        <li>have incorrect data rectified (Art. 16);</li>
        <li>have your data erased, unless we must keep it by law (Art. 17);</li>
        <li>have processing restricted, for example while accuracy is disputed (Art. 18);</li>
        <li>receive the data you provided in a machine-readable format (Art. 20);</li>
        <li>
          object at any time to processing based on our legitimate interests, on grounds relating
          to your particular situation (Art. 21);
        </li>
        <li>withdraw any consent you gave, with effect for the future (Art. 7(3)).</li>
      </ul>
      <p>
        Write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> from the email
        address of your account, so that we can confirm it is you. We answer within one month,
        free of charge. On your Account page you can yourself correct your name, change your email
        address, download a copy of your data as a JSON file, and delete your account.
      </p>

      <h2>8. Complaints</h2>
      <p>
        If you believe we process your data unlawfully, please tell us first so we can put it
        right. You also have the right to lodge a complaint with a supervisory authority, in
        particular in the EU country where you live or work. Ours is the Austrian Data Protection
        Authority (Österreichische Datenschutzbehörde), Barichgasse 40–42, 1030 Vienna, Austria,
        dsb@dsb.gv.at, www.dsb.gv.at.
      </p>

      <h2>9. Security, children and changes</h2>
      <p>
        All connections to the marketplace are encrypted, access to data is restricted by
        database security rules so that you can only read and change what belongs to you, and
        only staff who need it can see personal data. The marketplace is not meant for children
        under 14, and we do not knowingly collect their data.
      </p>
      <p>
        We update this policy when our processing changes and show the date of the last change at
        the top. We inform registered users by email about significant changes. See also our{" "}
        <Link href="/info/policies/en/cookies_policy">cookies policy</Link> and{" "}
        <Link href="/info/policies/en/terms_of_conditions">terms of conditions</Link>.
      </p>
    </>
  );
}
