import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";

/** Privacy policy §1–3: controller, the data we collect, purposes and legal bases. */
export function PrivacyPolicyCollection() {
  return (
    <>
      <h2>1. Who is responsible</h2>
      <p>
        The controller for the processing of personal data on this marketplace is {brand.name}{" "}
        GmbH, Lindengasse 56/14, 1070 Vienna, Austria. For any question about your data, write to{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> with
        &ldquo;Privacy&rdquo; in the subject line. We are not legally required to appoint a data
        protection officer; the privacy contact above reaches the person in charge.
      </p>

      <h2>2. The data we collect</h2>
      <h3>Account data</h3>
      <p>
        When you register we store your email address, your first and last name, a user id and,
        if you sign in by phone, your phone number. We also store your cart, so it is the same on
        every device.
      </p>
      <h3>Data from sign-in providers</h3>
      <p>
        If you sign in with Google, Facebook, GitHub or Twitter, the provider tells us your name,
        email address, profile picture and an account id that the provider assigns. We receive no
        password and no access to your contacts or posts. Which data the provider shares is
        governed by its own privacy policy and the permissions you grant there.
      </p>
      <h3>Purchases and payments</h3>
      <p>
        We store which courses you bought or enrolled in, when, at what price and whether a
        purchase was refunded. Payments are made in Stripe Checkout: your card or bank details go
        directly to Stripe and never to us. From Stripe we receive a customer id, the payment
        status, the last four digits and type of the card, and the country of the payment method,
        which we need for VAT.
      </p>
      <h3>Learning activity and contributions</h3>
      <p>
        To show you where you left off, we store your progress in each course, such as completed
        lectures. We store the reviews, ratings and questions and answers you post; reviews and
        Q&amp;A are visible to other users together with your first name and the initial of your
        last name.
      </p>
      <h3>Creator data</h3>
      <p>
        If you publish courses, we also store your courses and their content, your co-creators and
        payout percentages, your sales and earnings, and the id of your Stripe Connect account.
        Identity verification and bank details for payouts are collected by Stripe, not by us.
      </p>
      <h3>Communication and technical data</h3>
      <p>
        When you write to us, we keep your message and our reply. When you use the marketplace,
        our hosting provider processes your IP address, browser type and the time of your request
        to deliver pages and protect the service from abuse. We do not use analytics or
        advertising trackers. Which cookies and browser storage we use is explained in our{" "}
        <Link href="/info/policies/en/cookies_policy">cookies policy</Link>.
      </p>

      <h2>3. Why we use your data and on which legal basis</h2>
      <ul>
        <li>
          <strong>Providing your account, cart, library and courses</strong>, including sign-in,
          learning progress, reviews and Q&amp;A: performance of the contract with you (Art. 6(1)(b)
          GDPR).
        </li>
        <li>
          <strong>Processing payments, issuing receipts and keeping accounting records</strong>:
          performance of the contract and our legal obligations under Austrian tax and commercial
          law (Art. 6(1)(b) and (c) GDPR).
        </li>
        <li>
          <strong>Paying creators</strong> through Stripe Connect and reporting their earnings:
          performance of the contract and legal obligations (Art. 6(1)(b) and (c) GDPR).
        </li>
        <li>
          <strong>Reviewing courses and handling reports of illegal content</strong>: legal
          obligations under the EU Digital Services Act and our legitimate interest in a
          trustworthy marketplace (Art. 6(1)(c) and (f) GDPR).
        </li>
        <li>
          <strong>Keeping the marketplace secure</strong>, preventing fraud and abuse, and
          defending legal claims: our legitimate interests (Art. 6(1)(f) GDPR).
        </li>
        <li>
          <strong>Answering your messages</strong>: performance of the contract or, for general
          enquiries, our legitimate interest in responding (Art. 6(1)(b) and (f) GDPR).
        </li>
        <li>
          <strong>Preference cookies and newsletters</strong>: only with your consent (Art. 6(1)(a)
          GDPR and § 165(3) of the Austrian Telecommunications Act 2021), which you can withdraw at
          any time with effect for the future.
        </li>
      </ul>
      <p>
        We do not sell personal data, we do not use it for advertising profiles, and we make no
        decisions about you based solely on automated processing. Stripe may automatically decline
        a payment it considers fraudulent; you can ask us to have such a decision reviewed by a
        person.
      </p>
    </>
  );
}
