import { screen } from "@testing-library/react";
import { UserAccessPanel } from "@/components/admin/access/user-access-panel";
import { changeAccess, fetchUserAccess, searchProducts } from "@/lib/api/admin";
import type { ProductOption, UserAccess } from "@/lib/types/access";
import { chooseProduct } from "../admin/choose-product";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/admin", () => ({ fetchUserAccess: vi.fn(), changeAccess: vi.fn(), searchProducts: vi.fn() }));

const products: ProductOption[] = [
  { id: "prod_soil", title: "Soil Health", state: "approved" },
  { id: "prod_lca1", title: "Life Cycle Assessment", state: "approved" },
  { id: "prod_lca2", title: "Life Cycle Assessment", state: "approved" },
  { id: "prod_draft", title: "Water", state: "draft" },
];
const account = (uid: string, email: string): UserAccess => ({ user: { uid, email, displayName: "" }, products: [], next: null });

beforeEach(() => {
  vi.mocked(searchProducts).mockReset().mockResolvedValue({ products, more: false });
  vi.mocked(changeAccess).mockReset().mockResolvedValue("granted");
  vi.mocked(fetchUserAccess)
    .mockReset()
    .mockImplementation(async (email) => {
      if (email === "nobody-here@example.com") throw new Error("No account uses nobody-here@example.com.");
      return account(email.startsWith("a") ? "uid_a" : "uid_b", email);
    });
});

async function find(user: ReturnType<typeof renderWithProviders>["user"], email: string) {
  await user.clear(screen.getByLabelText("Email"));
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Find user" }));
}

describe("finding users on /admin/course_access", () => {
  it("starts another user's grant form empty, so a product chosen for the last user is not granted to them", async () => {
    const { user } = renderWithProviders(<UserAccessPanel />);
    await find(user, "a@example.com");
    await screen.findByText("a@example.com");
    await chooseProduct(user, "Soil Health");
    await user.type(screen.getByLabelText("Reason"), "Reviewer copy");

    await find(user, "b@example.com");
    await screen.findByText("b@example.com");
    expect(screen.queryByText("a@example.com")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Product")).toHaveValue("");
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
    expect(screen.getByLabelText("Reason")).toHaveValue("");
  });

  it("drops the last lookup's error when a new one starts, also when the new address is invalid", async () => {
    const { user } = renderWithProviders(<UserAccessPanel />);
    await find(user, "nobody-here@example.com");
    expect(await screen.findByRole("alert")).toHaveTextContent("No account uses nobody-here@example.com.");
    await find(user, "nobody@here");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    expect(screen.queryByText(/No account uses/)).not.toBeInTheDocument();
  });

  it("tells products with the same title apart by their id, and grants the one chosen", async () => {
    const { user } = renderWithProviders(<UserAccessPanel />);
    await find(user, "a@example.com");
    await user.type(await screen.findByRole("combobox", { name: "Product" }), "life");
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual(["Soil Health prod_soil", "Life Cycle Assessment prod_lca1", "Life Cycle Assessment prod_lca2", "Water (draft) prod_draft"]);
    expect(searchProducts).toHaveBeenCalledWith("life");
    await user.click(screen.getByRole("option", { name: "Life Cycle Assessment prod_lca2" }));
    await user.type(screen.getByLabelText("Reason"), "Reviewer copy");
    await user.click(screen.getByRole("button", { name: "Grant access" }));
    expect(changeAccess).toHaveBeenCalledWith({ action: "grant", email: "a@example.com", productId: "prod_lca2", reason: "Reviewer copy" });
  });

  it("grants nothing while a title is only typed, not chosen from the list", async () => {
    const { user } = renderWithProviders(<UserAccessPanel />);
    await find(user, "a@example.com");
    await user.type(await screen.findByRole("combobox", { name: "Product" }), "Soil Health");
    await user.type(screen.getByLabelText("Reason"), "Reviewer copy");
    await user.click(screen.getByRole("button", { name: "Grant access" }));
    expect(await screen.findByText("Choose a product.")).toBeVisible();
    expect(changeAccess).not.toHaveBeenCalled();
  });

  it("shows the user's next products below on Show more", async () => {
    const entry = (productId: string, title: string) => ({ productId, title, source: "purchase" as const, createdOn: "2025-01-01T00:00:00.000Z", grantedBy: null, reason: null });
    vi.mocked(fetchUserAccess)
      .mockReset()
      .mockResolvedValueOnce({ ...account("uid_a", "a@example.com"), products: [entry("p1", "First Course")], next: "cursor-1" })
      .mockResolvedValueOnce({ ...account("uid_a", "a@example.com"), products: [entry("p2", "Second Course")], next: null });
    const { user } = renderWithProviders(<UserAccessPanel />);
    await find(user, "a@example.com");
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Second Course")).toBeInTheDocument();
    expect(screen.getByText("First Course")).toBeInTheDocument();
    expect(fetchUserAccess).toHaveBeenLastCalledWith("a@example.com", "cursor-1");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});
