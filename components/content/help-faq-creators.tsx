import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import type { FaqEntry } from "./help-faq";

/** Help centre: what creators ask. */
export const creatorFaq: FaqEntry[] = [
  {
    question: "How do I create a course?",
    answer: (
      <p>
        <Link href="/register">Register</Link>, open your <Link href="/dashboard">dashboard</Link>{" "}
        and create a new video course or document. Link it to its university, degree, course and
        section, write a title, subtitle and description, then add sections and lectures, resources,
        a preview image and optionally a preview video. The{" "}
        <Link href="/dashboard/guides/general">getting started guide</Link> walks you through it,
        and the <Link href="/dashboard/guides/practical">practical guide</Link> has tips on
        recording.
      </p>
    ),
  },
  {
    question: "How long does approval take?",
    answer: (
      <p>
        We aim to review every submission within five business days; most are done sooner. We
        check the university link, completeness, audio and video quality, copyright and our content
        rules. If something needs to change, you receive specific feedback and can resubmit. You
        are notified as soon as your course is approved and live.
      </p>
    ),
  },
  {
    question: "How do I price my course? Can I publish it for free?",
    answer: (
      <p>
        You set the price in euros, including VAT, when you build the course; as a rough guide, we
        suggest 2.99 to 9.99 EUR for a document and 9.99 to 49.99 EUR for a full video course.
        You can also mark a course as free: learners then enrol without checkout, and no
        commission or fees apply. You can change the price of a published course at any time; it
        applies to future sales only.
      </p>
    ),
  },
  {
    question: "How and when am I paid?",
    answer: (
      <p>
        Creators receive 80 % of each sale&apos;s net revenue, the price after the VAT of the
        buyer&apos;s country and the card fee (1.5 % + 0.25 EUR). To be paid, connect a Stripe
        Connect account from your dashboard; Stripe verifies your identity and bank account.
        Earnings become available 30 days after a sale and are transferred monthly. Your
        dashboard, Payouts and Performance pages show the same figures, each with a &ldquo;How is
        this calculated?&rdquo; breakdown: price, VAT, card fee, commission, co-creators&apos;
        shares, your share and the date it is held until. The{" "}
        <Link href="/info/company/profitmodel">profit model</Link> page has a worked example.
      </p>
    ),
  },
  {
    question: "Can I create a course together with co-creators?",
    answer: (
      <p>
        Yes. Invite co-creators from your course in the dashboard; each of them needs an account
        and must accept the invitation. Together you set a payout percentage for each creator, and
        the percentages must add up to exactly 100. Each creator receives their share directly in
        their own Stripe Connect account. Changing the split later requires everyone&apos;s
        agreement.
      </p>
    ),
  },
  {
    question: "What about copyright? Can I use slides or figures from others?",
    answer: (
      <p>
        You must own or have a licence for everything in your course. Your own lectures and slides
        are usually fine, but check your employment contract if you made them as part of your job.
        Figures from papers and textbooks normally need the publisher&apos;s permission, unless
        they are openly licensed, for example under Creative Commons, and you follow the licence
        terms. You keep the copyright in your course. Read the{" "}
        <Link href="/dashboard/guides/copyright">copyright guide</Link> before you submit.
      </p>
    ),
  },
  {
    question: "Can I update a course after it is published?",
    answer: (
      <p>
        Yes, and we encourage it when facts change. Small corrections, such as typos, are published
        right away. New or replaced lectures and changes to the description or university link are
        reviewed again before learners see them; the current version stays online meanwhile.
        Learners who bought the course get every update at no extra cost.
      </p>
    ),
  },
  {
    question: "Where can I see how my courses are doing?",
    answer: (
      <p>
        Your <Link href="/dashboard/performance">performance page</Link> shows sales, refunds,
        earnings, ratings and participants per course. Questions from learners appear in each
        course&apos;s Q&amp;A tab and in your notifications. For anything else, write to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    ),
  },
];
