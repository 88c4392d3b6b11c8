import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { GuidePage } from "@/components/guides/guide-page";
import { brand } from "@/config/brand";

export const metadata: Metadata = {
  title: "Guide: why teach here",
  description: "What creators gain from teaching on a university-linked marketplace.",
};

export default function DashboardGuidesWhyPage() {
  return (
    <GuidePage
      path="/dashboard/guides/why"
      title="Guide: why teach here"
      lead={`What you gain from teaching on ${brand.name}: the right audience, a fair share of every sale, and a way to multiply the impact of your teaching.`}
    >
      <h2>An audience that is looking for you</h2>
      <p>
        Every course here is linked to a university and one of its courses. Learners browse by
        university, degree and course, so a student preparing for an exam in environmental
        economics finds the course made for exactly that exam, and a professional looking for
        solid, university-level teaching finds courses by people who teach at that level. General
        marketplaces bury such courses among thousands of others; here they are the point.
      </p>

      <h2>A focus on sustainability</h2>
      <p>
        {brand.name} publishes courses on sustainability only: climate, energy, circular economy,
        biodiversity, sustainable finance and the many fields around them. Courses are tagged with
        the UN Sustainable Development Goals they address, which learners use to find them. You do
        not compete with courses on every other subject, and your work sits beside colleagues&apos;
        courses that learners can combine with it.
      </p>

      <h2>Your share of every sale</h2>
      <p>
        The creators of a course receive <strong>80 % of its net revenue</strong>, that is the
        price after VAT and the payment provider&apos;s fee. We keep 20 % for hosting, reviews,
        support and development. Earnings become available 30 days after a sale, which covers the
        14-day withdrawal period, and are transferred once a month to the payout account you
        connect in your dashboard. A refunded sale earns nothing. The{" "}
        <Link href="/info/company/profitmodel">profit model</Link> shows a worked example with VAT
        and fees, and the <Link href="/dashboard/performance">performance page</Link> shows your
        share of the sales per course; &ldquo;How is this calculated?&rdquo; there, on the dashboard
        and in Payouts breaks it down into price, VAT, card fee and commission.
      </p>

      <h2>Co-create with colleagues</h2>
      <p>
        Good courses are often team work: a lecturer and a teaching assistant, two departments, or
        colleagues at partner universities. Invite co-creators by email in the course builder.
        Together you set <strong>payout percentages</strong>, one per creator, that add up to
        exactly 100; the creators&apos; 80 % is divided by them. A course by one person has a
        payout of 100 %.
      </p>
      <ul>
        <li>
          Agree on the split in writing before you start, for example by share of the recorded
          material or of the preparation time.
        </li>
        <li>
          Every creator can edit the course and sees its figures; every creator receives
          notifications about sales, reviews and questions.
        </li>
        <li>Agree any later change of the split with everyone it affects before you save it.</li>
      </ul>

      <h2>Impact beyond your lecture hall</h2>
      <p>
        A lecture given once reaches the people in the room. A course here reaches students at other
        universities, professionals who need the knowledge for their work, and learners in countries
        where it is not taught at all, for as long as it is relevant. Reviews and questions from
        learners show you what works, and you can improve the course whenever you like; learners
        keep access to the courses they bought.
      </p>
      <p>
        For many university teachers a course is also a visible piece of teaching for their
        portfolio, an open door for collaborations, and a way to show the societal impact that
        funding bodies ask for.
      </p>

      <h2>What it takes</h2>
      <p>
        A first course of two to four hours of video usually takes 30 to 60 hours to plan, record and
        edit. The <Link href="/dashboard/guides/general">getting-started guide</Link> helps you plan
        it, the <Link href="/dashboard/guides/practical">practical guide</Link> helps you record it,
        and the <Link href="/dashboard/guides/copyright">copyright guide</Link> helps you publish it
        with a clear conscience.
      </p>
    </GuidePage>
  );
}
