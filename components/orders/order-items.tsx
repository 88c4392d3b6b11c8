import type { OrderItem } from "@/lib/types/order";
import { formatPrice } from "@/lib/utils/format";

/** The lines and total of an order, as a table that reads well on screen and on paper. */
export function OrderItems({ items, total, caption }: { items: OrderItem[]; total: number; caption: string }) {
  return (
    <table className="w-full text-left text-slate-800">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-sm text-slate-600">
          <th scope="col" className="py-2 font-medium">Item</th>
          <th scope="col" className="py-2 text-right font-medium">Price</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.productId} className="border-b border-slate-100">
            <td className="py-2 pr-4">{item.title}</td>
            <td className="py-2 text-right whitespace-nowrap">{formatPrice(item.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-slate-900">
          <th scope="row" className="pt-3">Total</th>
          <td className="pt-3 text-right whitespace-nowrap">{formatPrice(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
