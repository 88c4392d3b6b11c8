import { verifyRequest } from "@/lib/auth/verify-request";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { readOwnCreditNote } from "@/lib/db/credit-notes.server";
import { creditNotePdf } from "@/lib/payments/invoice-pdf.server";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/**
 * The credit note of one of the caller's refunded orders as a PDF download. Someone else's order
 * answers as a missing one does, so the answer does not tell which order ids exist.
 */
export const GET = route("The credit note could not be made. Please try again.", async (request, { params }: Context) => {
  const { uid } = await verifyRequest(request);
  const note = await readOwnCreditNote((await params).id, uid);
  if (!note) throw new HttpError(404, "credit-note/not-found", "There is no credit note for this order in your account.");
  const body = await creditNotePdf(note);
  return new Response(Buffer.from(body), {
    headers: { ...noStore, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="credit-note-${note.number}.pdf"` },
  });
});
