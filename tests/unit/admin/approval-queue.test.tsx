import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApprovalQueue } from "@/components/admin/approvals/approval-queue";
import { toProduct } from "@/lib/db/product-shape";

const fetchPendingProducts = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/admin", () => ({ fetchPendingProducts }));

const pending = (id: string, title: string, revisionOf = "") => ({
  product: toProduct(id, { title, state: "pending", price: 9.99, revisionOf, lastUpdated: "2026-11-20T10:00:00.000Z" }),
  lectures: [],
  university: null,
  uniCourse: null,
});

describe("the approval queue", () => {
  it("marks changes to a live course apart from new courses", async () => {
    fetchPendingProducts.mockResolvedValue({ products: [pending("prod_new", "Urban Heat"), pending("prod_copy", "Soil Health", "prod_live")], next: null, total: 2 });
    render(<ApprovalQueue />);
    const copy = (await screen.findByRole("heading", { name: "Soil Health" })).closest("li")!;
    expect(within(copy).getByText(/Changes to a live course/)).toBeVisible();
    const fresh = screen.getByRole("heading", { name: "Urban Heat" }).closest("li")!;
    expect(within(fresh).queryByText(/Changes to a live course/)).toBeNull();
  });

  it("shows the next page below on Show more, with the count of all waiting products", async () => {
    fetchPendingProducts
      .mockResolvedValueOnce({ products: [pending("prod_a", "First")], next: "cursor-a", total: 2 })
      .mockResolvedValueOnce({ products: [pending("prod_b", "Second")], next: null, total: 2 });
    render(<ApprovalQueue />);
    expect(await screen.findByRole("heading", { name: "2 products waiting for approval" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: "Review Second" })).toHaveFocus();
    expect(fetchPendingProducts).toHaveBeenLastCalledWith("cursor-a");
    expect(within(screen.getByRole("list", { name: "Pending products" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});
