import { render, screen, within } from "@testing-library/react";
import { ApprovalQueue } from "@/components/admin/approvals/approval-queue";
import { toProduct } from "@/lib/db/product-shape";

const fetchPendingProducts = vi.hoisted(() => vi.fn());
vi.mock("@/lib/admin/approvals", () => ({ fetchPendingProducts }));

const pending = (id: string, title: string, revisionOf = "") => ({
  product: toProduct(id, { title, state: "pending", price: 9.99, revisionOf, lastUpdated: "2026-11-20T10:00:00.000Z" }),
  lectures: [],
  university: null,
  uniCourse: null,
});

describe("the approval queue", () => {
  it("marks changes to a live course apart from new courses", async () => {
    fetchPendingProducts.mockResolvedValue([pending("prod_new", "Urban Heat"), pending("prod_copy", "Soil Health", "prod_live")]);
    render(<ApprovalQueue />);
    const copy = (await screen.findByRole("heading", { name: "Soil Health" })).closest("li")!;
    expect(within(copy).getByText(/Changes to a live course/)).toBeVisible();
    const fresh = screen.getByRole("heading", { name: "Urban Heat" }).closest("li")!;
    expect(within(fresh).queryByText(/Changes to a live course/)).toBeNull();
  });
});
