import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import type { FaqEntry } from "./help-faq";

/** Help centre: what buyers and learners ask. */
export const learnerFaq: FaqEntry[] = [
  {
    question: "How do I buy a course?",
    answer: (
      <p>
        Open the course, choose &ldquo;Add to cart&rdquo;, then go to your{" "}
        <Link href="/cart">cart</Link> and check out. You need to be signed in to pay. Payment
        happens on Stripe&apos;s secure checkout page; as soon as it is confirmed, the course is in
        your library. Free courses are added to your library directly, without checkout.
      </p>
    ),
  },
  {
    question: "Which payment methods can I use?",
    answer: (
      <p>
        All major credit and debit cards, including Visa, Mastercard and American Express.
        Depending on your country and device, Stripe Checkout also offers methods such as Apple
        Pay, Google Pay or EPS bank transfer in Austria; the checkout page shows what is available
        to you. Prices are in euros and include VAT. We never see or store your card details.
      </p>
    ),
  },
  {
    question: "Can I get a refund?",
    answer: (
      <>
        <p>
          Yes, in these cases. You can withdraw from a purchase within 14 days without giving a
          reason, as long as you have not started the course, that is streamed a lecture or
          downloaded a document after agreeing that access begins immediately. And if a course does
          not work or is materially different from its description, we refund it within 14 days of
          purchase even if you have started it.
        </p>
        <p>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with the
          course title. Refunds go back to your original payment method within 14 days; the details
          are in section 6 of our{" "}
          <Link href="/info/policies/en/terms_of_conditions">terms of conditions</Link>.
        </p>
      </>
    ),
  },
  {
    question: "Where do I find the courses I bought?",
    answer: (
      <p>
        In your <Link href="/library">library</Link>, which you reach through
        &ldquo;Library&rdquo; in the menu when you are signed in. It lists every course you bought
        or enrolled in for free; open one to continue where you left off.
      </p>
    ),
  },
  {
    question: "How does the cart work?",
    answer: (
      <p>
        The <Link href="/cart">cart</Link> collects the courses you want to buy so you can pay for
        them in one checkout. It is saved with your account, so it is the same on your laptop and
        your phone. Remove a course from the cart at any time before you pay; a course you already
        own cannot be bought twice.
      </p>
    ),
  },
  {
    question: "How long can I access a course, and can I download it?",
    answer: (
      <p>
        You keep access for as long as your account exists and the marketplace is operated, and
        for at least twelve months even if the creator later withdraws the course. Video lectures
        are streamed. Documents and resources marked as downloadable can be saved for your own
        use, but not shared with others.
      </p>
    ),
  },
  {
    question: "Where is my receipt?",
    answer: (
      <p>
        Stripe emails a receipt to the address you enter at checkout, showing the price and the
        VAT included. If you did not receive it or need an invoice with your company details, write
        to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    ),
  },
  {
    question: "I cannot sign in. What can I do?",
    answer: (
      <p>
        Make sure you use the same method you registered with: if you registered with Google, for
        example, choose &ldquo;Sign in with Google&rdquo; again. If you use a password, request a
        reset email from the <Link href="/login">login</Link> page. If your browser blocks pop-ups,
        allow them for this site, because social sign-in opens the provider&apos;s window. Still
        stuck? Write to support from the email address of your account.
      </p>
    ),
  },
  {
    question: "How do I delete my account?",
    answer: (
      <p>
        Go to <Link href="/dashboard/account">Account</Link> in your dashboard and choose to
        delete your account, or write to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> from the email address
        of your account. Deleting your account removes your access to every course you bought and
        cannot be undone. We erase your data within 30 days, except purchase records, which tax law
        requires us to keep for seven years.
      </p>
    ),
  },
];
