import type { Invoice, InvoiceLine, InvoiceTotals } from "@/lib/types/invoice";
import { toIso } from "./product-shape";

// Shared by the browser (Lite SDK) and the server (firebase-admin), as order-shape.ts is.
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);
const record = (value: unknown): Data => (typeof value === "object" && value !== null ? (value as Data) : {});
const amounts = (value: unknown): InvoiceTotals => {
  const data = record(value);
  return { grossCents: int(data.grossCents), netCents: int(data.netCents), vatCents: int(data.vatCents) };
};

function toLines(value: unknown): InvoiceLine[] {
  return (Array.isArray(value) ? value : []).map(record).map((line) => ({ productId: str(line.productId), title: str(line.title), ...amounts(line) }));
}

export function toInvoice(orderId: string, data: Data): Invoice {
  const seller = record(data.seller);
  const buyer = record(data.buyer);
  return {
    orderId,
    uid: str(data.uid),
    number: str(data.number),
    issuedOn: toIso(data.issuedOn),
    currency: "EUR",
    seller: { name: str(seller.name), address: (Array.isArray(seller.address) ? seller.address : []).map(str), vatId: str(seller.vatId), email: str(seller.email) },
    buyer: { name: str(buyer.name), email: str(buyer.email), country: str(buyer.country) },
    vatPercent: typeof data.vatPercent === "number" ? data.vatPercent : 0,
    lines: toLines(data.lines),
    totals: amounts(data.totals),
  };
}
