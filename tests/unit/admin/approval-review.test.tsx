import { render, screen } from "@testing-library/react";
import { ApprovalReview } from "@/components/admin/approvals/approval-review";

const fetchProductForReview = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/admin", () => ({ fetchProductForReview }));

describe("reviewing a product that is not there", () => {
  it("says so plainly, without connection advice or Retry", async () => {
    fetchProductForReview.mockRejectedValue(Object.assign(new Error("This product does not exist."), { status: 404 }));
    render(<ApprovalReview productId="prod_gone" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The product could not be loaded\. This product does not exist\.$/);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the approval queue" })).toBeInTheDocument();
  });
});
