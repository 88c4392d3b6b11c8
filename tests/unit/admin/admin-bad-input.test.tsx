import { screen } from "@testing-library/react";
import { AccessChangeForm } from "@/components/admin/access/access-change-form";
import { BulkGrantForm } from "@/components/admin/access/bulk-grant-form";
import { UserAccessPanel } from "@/components/admin/access/user-access-panel";
import { DecisionForm } from "@/components/admin/approvals/decision-form";
import type { ProductOption } from "@/lib/types/access";
import { chooseProduct } from "../admin/choose-product";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, expectFormMessage, fill, over, UNICODE_ROWS, submitForm } from "../bad-input-rows";

const api = vi.hoisted(() => ({ decideProduct: vi.fn(), changeAccess: vi.fn(), grantInBulk: vi.fn(), fetchUserAccess: vi.fn(), searchProducts: vi.fn() }));
vi.mock("@/lib/api/admin", () => ({ decideProduct: api.decideProduct, changeAccess: api.changeAccess, grantInBulk: api.grantInBulk, fetchUserAccess: api.fetchUserAccess, searchProducts: api.searchProducts }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const products: ProductOption[] = [{ id: "prod_lca", title: "Life Cycle Assessment", state: "approved" }];

beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset().mockResolvedValue(undefined);
  api.changeAccess.mockResolvedValue("granted");
  api.grantInBulk.mockResolvedValue([]);
  api.searchProducts.mockResolvedValue({ products, more: false });
  api.fetchUserAccess.mockResolvedValue({ user: { uid: "u1", email: "ada@example.com", displayName: "" }, products: [] });
});

describe("the approval decision with a bad reason", () => {
  const decide = async (decision: "Approve" | "Reject", reason: string) => {
    const { user } = renderWithProviders(<DecisionForm productId="p1" title="Flood Risk" />);
    await user.click(screen.getByRole("radio", { name: decision }));
    const field = screen.getByLabelText(decision === "Reject" ? "Reason for the creators (required)" : "Note for the creators (optional)");
    await fill(user, field, reason);
    await user.click(screen.getByRole("button", { name: `${decision} product` }));
    return field;
  };

  it.each([
    ["no reason", ""],
    ["a blank reason", BLANK],
    ["nine characters padded with spaces", "   too thin   "],
  ])("refuses a rejection with %s, sends nothing and keeps the text", async (_row, reason) => {
    const field = await decide("Reject", reason);
    expectFormMessage("Tell the creator what to change, in at least 10 characters.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(api.decideProduct).not.toHaveBeenCalled();
    expect(field).toHaveValue(reason);
  });

  // The field itself stops at the limit, and the counter under it says so.
  it.each(["Reject", "Approve"] as const)("cuts a 1001-character reason to 1000 when deciding to %s", async (decision) => {
    const field = await decide(decision, over(1000));
    expect(field).toHaveValue(over(999));
    expect(screen.getByText(/1000\/1000/)).toBeVisible();
    expect(api.decideProduct).toHaveBeenCalledWith("p1", decision.toLowerCase(), over(999));
  });

  it.each(UNICODE_ROWS)("sends a rejection reason written in %s", async (_kind, text) => {
    await decide("Reject", `${text} ${text}`);
    expect(api.decideProduct).toHaveBeenCalledWith("p1", "reject", `${text} ${text}`);
  });
});

describe("granting or revoking one product with bad input", () => {
  const change = async (productTitle: string | null, reason: string, button = "Grant access") => {
    const { user } = renderWithProviders(<AccessChangeForm email="ada@example.com" onChanged={vi.fn()} />);
    if (productTitle) await chooseProduct(user, productTitle);
    await fill(user, screen.getByLabelText("Reason"), reason);
    await user.click(screen.getByRole("button", { name: button }));
  };

  // Both fields are `required`: the browser's own message stops an empty one before the form's check.
  it("leaves an unchosen product to the browser's required check and sends nothing", async () => {
    await change(null, "Conference speaker");
    expect(screen.getByLabelText("Product")).toBeInvalid();
    expect(api.changeAccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Reason")).toHaveValue("Conference speaker");
  });

  it.each([
    ["a blank reason", BLANK, "Grant access"],
    ["two letters", "ok", "Grant access"],
    ["two letters padded with spaces, to revoke", "  ok  ", "Revoke access"],
  ])("refuses %s with a message under the reason and sends nothing", async (_row, reason, button) => {
    await change("Life Cycle Assessment", reason, button);
    expectFormMessage("Give a reason of at least 3 characters.");
    expect(api.changeAccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Reason")).toHaveValue(reason);
  });

  it("cuts a 501-character reason to the 500 the audit log keeps", async () => {
    await change("Life Cycle Assessment", over(500));
    expect(api.changeAccess).toHaveBeenCalledWith(expect.objectContaining({ reason: over(499) }));
  });

  it.each(UNICODE_ROWS)("grants with a reason written in %s", async (_kind, reason) => {
    await change("Life Cycle Assessment", reason);
    expect(api.changeAccess).toHaveBeenCalledWith({ action: "grant", email: "ada@example.com", productId: "prod_lca", reason });
  });
});

describe("granting in bulk with bad input", () => {
  const grant = async (emails: string, reason = "Partner university cohort") => {
    const { user } = renderWithProviders(<BulkGrantForm />);
    await fill(user, screen.getByLabelText("Emails"), emails);
    await chooseProduct(user, "Life Cycle Assessment");
    await fill(user, screen.getByLabelText("Reason"), reason);
    await user.click(screen.getByRole("button", { name: "Grant to all" }));
  };
  const emails = (count: number) => Array.from({ length: count }, (_, index) => `learner${index}@example.com`).join("\n");

  it.each([
    ["only separators", " ,;\n\t ", "Paste at least one email address."],
    ["201 addresses", emails(201), "Paste at most 200 email addresses at a time (you pasted 201)."],
  ])("refuses %s with a message under the fields and grants nothing", async (_row, list, message) => {
    await grant(list);
    expectFormMessage(message);
    expect(api.grantInBulk).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Emails")).toHaveValue(list);
  });

  it("refuses a blank reason and grants nothing", async () => {
    await grant(emails(2), BLANK);
    expectFormMessage("Give a reason of at least 3 characters.");
    expect(api.grantInBulk).not.toHaveBeenCalled();
  });

  // Which addresses are real is the server's call: each comes back with its own result.
  it("sends odd addresses on to the server, which judges each", async () => {
    await grant("zoë@exämple.com, not-an-email, 🌱@example.com");
    expect(api.grantInBulk).toHaveBeenCalledWith("zoë@exämple.com, not-an-email, 🌱@example.com", "prod_lca", "Partner university cohort");
  });
});

describe("finding a user with a bad email", () => {
  const find = (email: string) => submitForm(<UserAccessPanel />, { Email: email }, "Find user");

  it.each([
    ["an address without a domain dot", "ada@example"],
    ["an address of 300 characters", `${over(290)}@example.com`],
  ])("refuses %s beside the field and looks nothing up", async (_row, email) => {
    await find(email);
    expectFieldMessage(screen.getByLabelText("Email"), "Enter a valid email address.");
    expect(api.fetchUserAccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toHaveValue(email);
  });

  it.each([
    ["nothing", ""],
    ["only spaces", BLANK],
    ["no @", "ada.example.com"],
    ["two addresses", "ada@example.com,bob@example.com"],
  ])("leaves %s to the browser's email check and looks nothing up", async (_row, email) => {
    await find(email);
    expect(screen.getByLabelText("Email")).toBeInvalid();
    expect(api.fetchUserAccess).not.toHaveBeenCalled();
  });

  it("looks up a valid address", async () => {
    await find("Ada@Example.com");
    expect(api.fetchUserAccess).toHaveBeenCalledWith("Ada@Example.com");
  });
});
