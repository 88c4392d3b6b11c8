import { screen } from "@testing-library/react";
import { ApprovalQueue } from "@/components/admin/approvals/approval-queue";
import { DecisionForm } from "@/components/admin/approvals/decision-form";
import { decideProduct, fetchPendingProducts } from "@/lib/api/admin";
import { renderWithProviders } from "../render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/lib/api/admin", () => ({ decideProduct: vi.fn(), fetchPendingProducts: vi.fn() }));

beforeEach(() => {
  vi.mocked(decideProduct).mockReset();
  vi.mocked(fetchPendingProducts).mockReset();
  push.mockReset();
});

describe("the decision form", () => {
  it("refuses a rejection with a short reason before sending anything", async () => {
    const { user } = renderWithProviders(<DecisionForm productId="p1" title="Flood Risk" />);
    await user.click(screen.getByRole("radio", { name: "Reject" }));
    await user.type(screen.getByLabelText("Reason for the creators (required)"), "Too thin");
    await user.click(screen.getByRole("button", { name: "Reject product" }));
    expect(screen.getByRole("alert")).toHaveTextContent("at least 10 characters");
    expect(decideProduct).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the form and keeps the text", async () => {
    vi.mocked(decideProduct).mockRejectedValue(new Error("This product is no longer waiting for approval."));
    const { user } = renderWithProviders(<DecisionForm productId="p1" title="Flood Risk" />);
    await user.type(screen.getByLabelText("Note for the creators (optional)"), "Nice work");
    await user.click(screen.getByRole("button", { name: "Approve product" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This product is no longer waiting for approval.");
    expect(screen.getByLabelText("Note for the creators (optional)")).toHaveValue("Nice work");
    expect(decideProduct).toHaveBeenCalledWith("p1", "approve", "Nice work");
    expect(push).not.toHaveBeenCalled();
  });

  it("returns to the queue after a decision", async () => {
    vi.mocked(decideProduct).mockResolvedValue(undefined);
    const { user } = renderWithProviders(<DecisionForm productId="p1" title="Flood Risk" />);
    await user.click(screen.getByRole("button", { name: "Approve product" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/admin/product_approval"));
  });
});

describe("the approval queue", () => {
  it("says so when nothing is waiting", async () => {
    vi.mocked(fetchPendingProducts).mockResolvedValue({ products: [], next: null, total: 0 });
    renderWithProviders(<ApprovalQueue />);
    expect(await screen.findByText("No products are waiting for approval.")).toBeVisible();
  });

  it("offers a retry when the server cannot be reached", async () => {
    const offline = Object.assign(new Error("We could not reach the server. Check your connection and try again."), { status: 0 });
    vi.mocked(fetchPendingProducts).mockRejectedValueOnce(offline).mockResolvedValueOnce({ products: [], next: null, total: 0 });
    const { user } = renderWithProviders(<ApprovalQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The approval queue could not be loaded. Check your connection and try again.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No products are waiting for approval.")).toBeVisible();
  });

  it("shows a refusal as it is, without Retry", async () => {
    vi.mocked(fetchPendingProducts).mockRejectedValueOnce(Object.assign(new Error("Only administrators can do this."), { status: 403 }));
    renderWithProviders(<ApprovalQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The approval queue could not be loaded\. Only administrators can do this\.$/);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});
