import { Link } from "@/components/ui/link";
import { InfoProsePage, infoMetadata } from "@/components/content/info-page";
import { ProfitModelExample } from "@/components/content/profit-model-example";
import { brand } from "@/config/brand";

export const metadata = infoMetadata("/info/company/profitmodel");

export default function ProfitModelPage() {
  return (
    <InfoProsePage path="/info/company/profitmodel"
      lead={`${brand.name} earns a commission on paid courses and nothing else. Here is where every euro of a sale goes.`}
    >
      <h2>How we earn money</h2>
      <p>
        We do not sell advertising, we do not sell data and we do not charge creators to publish.
        Our only income is a <strong>commission of 20 % of the net revenue</strong> of each paid
        sale. Net revenue is what is left of the price the buyer paid after two deductions that
        never reach us or the creators:
      </p>
      <ul>
        <li>
          <strong>VAT.</strong> Prices on the marketplace include VAT. Under EU rules for digital
          services sold through a platform, {brand.name} is the seller for VAT purposes: we charge
          the rate of the buyer&apos;s country (20 % in Austria, 19 % in Germany, for example) and pay
          it to the tax authorities. Creators do not have to register for VAT in every country
          their buyers live in.
        </li>
        <li>
          <strong>Payment processing.</strong> Payments are handled by Stripe through Stripe
          Checkout. Stripe charges a fee for each payment, which depends on the payment method and
          where the card was issued. For a standard European card it is currently 1.5 % of the
          amount plus 0.25 EUR.
        </li>
      </ul>
      <p>
        The commission pays for hosting and storage of videos and documents, the review of every
        course, customer support, Stripe Connect&apos;s account and payout fees, and the development
        of the marketplace. Free courses cost their creators nothing and earn us nothing.
      </p>

      <h2>How creators are paid</h2>
      <p>
        The creators of a course receive <strong>80 % of its net revenue</strong>. When a course has
        several creators, they set <strong>payout percentages</strong> in the dashboard, one per
        creator, that must add up to exactly 100. A course by a single creator has a payout of 100 %.
        The creators&apos; 80 % is divided by those percentages and rounded to the cent; any rounding
        difference is ours to absorb, never a creator&apos;s.
      </p>
      <p>
        Each creator connects their own <strong>Stripe Connect</strong> account from their
        dashboard. Stripe verifies the creator&apos;s identity, as financial regulation requires,
        and pays out to their bank account. Earnings from a sale become available 30 days after the
        sale, which covers the 14-day withdrawal period and most card disputes. We then transfer
        available earnings to the creators&apos; Stripe accounts once a month, and Stripe pays
        them out to the bank on the schedule each creator chooses there. Your{" "}
        <Link href="/dashboard/performance">performance page</Link> shows sales, refunds and
        earnings per course, each broken down exactly as in the example below.
      </p>

      <h2>A worked example</h2>
      <p>
        Two lecturers publish a course on life-cycle assessment for <strong>9.99 EUR</strong>. They
        agree on payout percentages of <strong>70 and 30</strong>. A learner in Austria buys it and
        pays with a standard European card.
      </p>
      <ProfitModelExample />
      <p>
        Of the 9.99 EUR the learner paid, the two creators together receive 6.34 EUR and{" "}
        {brand.name} keeps 1.58 EUR. A buyer in another EU country pays the same price, but the VAT
        of their country applies, so the net revenue differs by a few cents.
      </p>

      <h2>Refunds and disputes</h2>
      <p>
        Refunds reduce revenue for everyone. When a purchase is refunded, for example because the
        buyer withdraws within 14 days before starting the course or the course was not as
        described, the sale is removed from the creators&apos; earnings and from our commission. If
        the earnings had already been transferred, the amount is deducted from the creators&apos;
        next transfers.
      </p>
      <p>
        Stripe does not return its processing fee when a payment is refunded, and it charges an
        extra fee when a buyer disputes a card payment. We pay both of these ourselves, so a refund
        never costs a creator more than the earnings from that sale.
      </p>

      <h2>Taxes on your earnings</h2>
      <p>
        Earnings paid to creators are their income. Depending on where you live and whether you
        teach as a business, you may have to declare them for income tax or account for VAT on
        them. We provide a statement of sales and payouts per year, but we cannot give tax advice;
        please ask a tax adviser in your country.
      </p>
      <p>
        Ready to teach? <Link href="/info/company/join">See how to get started</Link>. Questions
        about a payout? <Link href="/info/company/contact">Contact us</Link>.
      </p>
    </InfoProsePage>
  );
}
