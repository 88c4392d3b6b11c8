import { screen } from "@testing-library/react";
import { CreditNoteView } from "@/components/orders/credit-note-view";
import { OrderReceipt } from "@/components/orders/order-receipt";
import { getCreditNote } from "@/lib/db/credit-notes";
import { getOrder } from "@/lib/db/orders";
import { anOrder } from "@/tests/factories/order";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";
import { aCreditNote } from "@/tests/factories/invoice";

vi.mock("@/lib/db/credit-notes", () => ({ getCreditNote: vi.fn() }));
vi.mock("@/lib/db/orders", () => ({ listOrders: vi.fn(), getOrder: vi.fn() }));

const ada = signedInAs(aSession());
// Ada's copy of the credit note; her billing name has letters a PDF font must carry.
const note = aCreditNote({ uid: "uid-ada", buyer: { name: "Jürgen Müller-Łukasz", email: "j@example.com", country: "DE" } });

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the credit note page", () => {
  it("shows its number and date, the invoice it reverses (linked), the buyer and the invoice's figures negated", async () => {
    vi.mocked(getCreditNote).mockResolvedValue(note);
    renderWithProviders(<CreditNoteView orderId={note.orderId} />, { preloadedState: ada });
    expect(await screen.findByRole("heading", { name: "Credit note CN-2026-000004" })).toBeInTheDocument();
    expect(screen.getByText("28 November 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2026-000123" })).toHaveAttribute("href", `/dashboard/orders/${note.orderId}/invoice`);
    expect(screen.getByText(/of 26 November 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Jürgen Müller-Łukasz/)).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Total/ })).toHaveTextContent("Total-€21.00-€3.99-€24.99");
    expect(screen.getByRole("region", { name: "VAT breakdown" })).toHaveTextContent("VAT 19 % on -€21.00 net: -€3.99.");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    expect(getCreditNote).toHaveBeenCalledWith(note.orderId);
  });

  it("says so when the order has no credit note in the account", async () => {
    vi.mocked(getCreditNote).mockResolvedValue(null);
    renderWithProviders(<CreditNoteView orderId="order_other" />, { preloadedState: ada });
    expect(await screen.findByRole("heading", { name: "No credit note" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the order" })).toHaveAttribute("href", "/dashboard/orders/order_other");
  });

  it("the receipt of a refunded order links its credit note beside its invoice", async () => {
    vi.mocked(getOrder).mockResolvedValue(anOrder({ status: "refunded", invoiceNumber: "2026-000123", creditNoteNumber: "CN-2026-000004" }));
    renderWithProviders(<OrderReceipt orderId="order_1" />, { preloadedState: ada });
    expect(await screen.findByRole("link", { name: "Credit note CN-2026-000004" })).toHaveAttribute("href", expect.stringMatching(/\/credit-note$/));
    expect(screen.getByRole("link", { name: "Invoice 2026-000123" })).toBeInTheDocument();
  });
});
