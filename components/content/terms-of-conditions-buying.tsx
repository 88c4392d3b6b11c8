import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";

/** Terms of conditions §1–7: scope, accounts, purchases, licence and withdrawal. */
export function TermsOfConditionsBuying() {
  return (
    <>
      <h2>1. Scope and contracting party</h2>
      <p>
        These terms govern the use of the {brand.name} marketplace and every contract concluded
        on it. Your contracting party is {brand.name} GmbH, Lindengasse 56/14, 1070 Vienna,
        Austria (&ldquo;we&rdquo;, &ldquo;us&rdquo;), reachable at{" "}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>. Different terms of
        users apply only if we have agreed to them in writing.
      </p>
      <p>In these terms:</p>
      <ul>
        <li>
          a <strong>course</strong> is a video course or a document offered on the marketplace,
          including its lectures, resources and updates;
        </li>
        <li>
          a <strong>learner</strong> is anyone who obtains access to a course, whether paid or free;
        </li>
        <li>
          a <strong>creator</strong> is anyone who publishes a course, alone or together with
          co-creators;
        </li>
        <li>
          a <strong>consumer</strong> is a person acting for purposes outside their trade, business
          or profession.
        </li>
      </ul>

      <h2>2. Accounts</h2>
      <p>
        To buy, learn or teach you need an account. You may register with Google, Facebook,
        GitHub, Twitter, an email address and password, an email link or a phone number. You must
        be at least 14 years old; if you are under 18, a parent or guardian must agree to paid
        purchases.
      </p>
      <p>
        The information in your account must be true and kept up to date. Keep your sign-in
        credentials secret and tell us without delay at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> if you suspect someone
        else is using your account. An account is personal and may not be shared, sold or
        transferred. You may delete your account at any time; purchased courses can then no longer
        be accessed.
      </p>

      <h2>3. Courses and conclusion of the contract</h2>
      <p>
        Courses are made by independent creators. We review every course before it is published,
        but the creator is responsible for its content (see our{" "}
        <Link href="/info/policies/en/disclaimer">disclaimer</Link>). The listing of a course is
        an invitation to buy it, not yet a binding offer.
      </p>
      <p>
        You place your order by adding courses to your cart and completing payment in Stripe
        Checkout with the button marked as an obligation to pay. Before you do, the checkout shows
        the courses, the total price including VAT and a summary of your withdrawal right, and you
        can correct any input. The contract is concluded, with us as seller, when the payment is
        confirmed and the course appears in your <Link href="/library">library</Link>. We send a
        confirmation by email. Free courses are added to your library without payment, under the
        same licence.
      </p>

      <h2>4. Prices and payment</h2>
      <p>
        All prices are in euros and include the statutory VAT of the country in which you live.
        There are no delivery costs. Payment is processed by Stripe Payments Europe, Limited, by
        card or by any other method Stripe offers in your country at checkout. We do not receive or
        store your full card details. The price is due on conclusion of the contract.
      </p>

      <h2>5. Your licence to courses</h2>
      <p>
        When you buy or enrol in a course, you receive a personal, non-exclusive,
        non-transferable right to watch, read and use it for your own learning, for as long as the
        marketplace is operated and your account exists. You may download documents and resources
        that are offered for download and keep them for your personal use.
      </p>
      <p>
        Every document is stamped for the learner who obtained it: each page of the PDF you open
        or download carries your name, email address, order number and the date you obtained the
        course, and the file&rsquo;s properties record the same, so that a copy passed on can be
        traced back to its licence.
      </p>
      <p>You may not:</p>
      <ul>
        <li>share your access or your downloads with other people, or sell or lend them;</li>
        <li>
          copy, record, re-upload, publish or publicly show courses, in whole or in part, except
          where the law expressly allows it, such as short quotations with attribution;
        </li>
        <li>use courses to train machine-learning models or harvest them with automated tools;</li>
        <li>remove copyright notices or work around technical access controls.</li>
      </ul>
      <p>
        Teachers who want to use a course with a whole class can ask us about access for their
        students. If a course is removed from the marketplace, learners who bought it keep access
        for at least twelve months, unless it was removed for infringing the law or third-party
        rights.
      </p>

      <h2>6. Right of withdrawal for consumers</h2>
      <p>
        As a consumer in the EU, you may withdraw from a purchase within <strong>14 days</strong>{" "}
        of the conclusion of the contract without giving any reason. To do so, send us a clear
        statement, for example an email to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> or a letter to our
        address above; you may use the model withdrawal form of the EU Consumer Rights Directive,
        but do not have to. Sending the statement within the period is enough. We refund the price
        with the same payment method within 14 days of receiving your withdrawal, free of charge.
      </p>
      <p>
        <strong>Loss of the right of withdrawal.</strong> Courses are digital content not supplied
        on a physical medium. Your right of withdrawal ends as soon as we begin to supply the
        content, that is when you first stream a lecture or download a document of the course,
        provided that you have expressly agreed that we begin before the withdrawal period ends and
        have acknowledged that you thereby lose your right of withdrawal (§ 18(1)(11) of the
        Austrian Distance and Off-Premises Contracts Act, FAGG; Art. 16(m) of the Consumer Rights
        Directive). We ask for this consent at checkout, before you pay or enrol for free, with a box
        you tick next to these words: &ldquo;{CHECKOUT_CONSENT.text}&rdquo; Without it, checkout does
        not start. We keep the time of your consent and the version of this wording with your order
        and confirm it to you by email.
      </p>
      <p>
        Beyond the law, we refund a course at any time within 14 days of purchase if it is
        materially different from its description or does not work and we cannot fix it.
      </p>

      <h2>7. Warranty</h2>
      <p>
        You have the statutory warranty rights for digital content under the Austrian Consumer
        Warranty Act (VGG) and the General Civil Code (ABGB). If a course you bought does not play,
        is incomplete or does not match its description, please tell us so that we can fix it, or
        if that is not possible, reduce the price or refund it.
      </p>
    </>
  );
}
