import { GuideTableHead } from "@/components/guides/guide-table";
import { TableScroll } from "@/components/ui/table-scroll";
import { brand } from "@/config/brand";

type Row = { label: string; amount: string; note: string; total?: boolean };

// Worked in cents: 9.99 × 20/120 = 1.665 → 1.67 VAT; 1.5 % × 9.99 + 0.25 = 0.39985 → 0.40 fee;
// creators 80 % × 7.92 = 6.336, split 70/30 = 4.4352 → 4.44 and 1.9008 → 1.90.
const rows: Row[] = [
  { label: "Price paid by the learner", amount: "9.99", note: "VAT included" },
  { label: "Austrian VAT (20 %)", amount: "−1.67", note: "paid to the tax office" },
  { label: "Stripe payment fee", amount: "−0.40", note: "1.5 % + 0.25 EUR" },
  { label: "Net revenue", amount: "7.92", note: "shared 20 / 80", total: true },
  { label: `${brand.name} commission (20 %)`, amount: "1.58", note: "our income" },
  { label: "Creators' share (80 %)", amount: "6.34", note: "split by payout", total: true },
  { label: "Creator A (70 % of the share)", amount: "4.44", note: "via Stripe Connect" },
  { label: "Creator B (30 % of the share)", amount: "1.90", note: "via Stripe Connect" },
];

/** The profit-model page's worked example, as an accessible table. */
export function ProfitModelExample() {
  return (
    <TableScroll label="Worked example: a 9.99 EUR sale" className="my-6">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="sr-only">
          How a 9.99 EUR sale is divided between VAT, Stripe, the platform and two co-creators
        </caption>
        <GuideTableHead columns={[{ label: "Step" }, { label: "EUR", alignRight: true }, { label: "Note" }]} />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={`border-b border-slate-200 ${row.total ? "font-semibold text-slate-900" : ""}`}
            >
              <th scope="row" className="py-2 pr-4 font-[inherit]">
                {row.label}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{row.amount}</td>
              <td className="py-2 text-slate-600">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
