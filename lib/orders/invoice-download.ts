import { getClientAuth } from "@/lib/firebase/client";
import type { Invoice } from "@/lib/types/invoice";

/** Fetches the invoice's PDF with the user's token and hands it to the browser as a download. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, "orderId" | "number">): Promise<void> {
  const token = await getClientAuth().currentUser?.getIdToken();
  const response = await fetch(`/api/orders/${encodeURIComponent(invoice.orderId)}/invoice`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? "The invoice could not be downloaded. Please try again.");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: `invoice-${invoice.number}.pdf` });
  link.click();
  // The click has handed the file to the browser; the object URL can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
