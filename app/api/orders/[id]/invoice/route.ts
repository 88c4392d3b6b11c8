import { verifyRequest } from "@/lib/auth/verify-request";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { readOwnInvoice } from "@/lib/db/invoices.server";
import { invoicePdf } from "@/lib/payments/invoice-pdf.server";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/**
 * The invoice of one of the caller's paid orders as a PDF download. Someone else's order answers
 * as a missing one does, so the answer does not tell which order ids exist.
 */
export const GET = route("The invoice could not be made. Please try again.", async (request, { params }: Context) => {
  const { uid } = await verifyRequest(request);
  const invoice = await readOwnInvoice((await params).id, uid);
  if (!invoice) throw new HttpError(404, "invoice/not-found", "There is no invoice for this order in your account.");
  const body = await invoicePdf(invoice);
  return new Response(Buffer.from(body), {
    headers: { ...noStore, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="invoice-${invoice.number}.pdf"` },
  });
});
