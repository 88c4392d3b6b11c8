import { TableScroll } from "@/components/ui/table-scroll";
import { STATE_LABELS } from "@/lib/creator/overview";
import type { Performance } from "@/lib/creator/performance";
import { euros } from "./performance-format";
import { FiguresHead } from "./figures-head";
import { formatDay } from "@/lib/utils/format";

/** Each product's figures for the range, and their total. */
export function PerformanceProducts({ data }: { data: Performance }) {
  const { totals } = data;
  return (
    <section aria-labelledby="products-heading" className="space-y-3">
      <h2 id="products-heading" className="text-lg font-semibold text-slate-900">
        Per product
      </h2>
      {data.products.length === 0 ? (
        <p className="text-slate-700">You have no published products yet.</p>
      ) : (
        <TableScroll label="Figures per product">
          <table className="min-w-full text-sm">
            <caption className="sr-only">
              Figures per product, {formatDay(data.range.from)} to {formatDay(data.range.to)}
            </caption>
            <FiguresHead first="Product" numbers={["Units sold", "Your share", "Enrolments", "Rating"]} />
            <tbody>
              {data.products.map((product) => (
                <tr key={product.productId} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                    {product.title}
                    {product.state !== "approved" ? <span className="ml-2 text-xs font-normal text-slate-600">({STATE_LABELS[product.state]})</span> : null}
                  </th>
                  <td className="py-2 pr-4 text-right">{product.units}</td>
                  <td className="py-2 pr-4 text-right">{euros(product.yourShareCents)}</td>
                  <td className="py-2 pr-4 text-right">{product.enrolments}</td>
                  <td className="py-2 text-right">{product.reviewCount ? `${product.rating.toFixed(1)} (${product.reviewCount})` : "–"}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-4 text-left">
                  Total
                </th>
                <td className="py-2 pr-4 text-right">{totals.units}</td>
                <td className="py-2 pr-4 text-right">{euros(totals.yourShareCents)}</td>
                <td className="py-2 pr-4 text-right">{totals.enrolments}</td>
                <td className="py-2 text-right">{totals.reviewCount ? totals.rating.toFixed(1) : "–"}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
