import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MethodTabs } from "@/components/auth/method-tabs";

const tabs = [
  { id: "a", label: "Password", panel: <input aria-label="Typed in A" /> },
  { id: "b", label: "Sign-in link", panel: <p>Panel B</p> },
  { id: "c", label: "Phone", panel: <p>Panel C</p> },
];

describe("sign-in method tabs", () => {
  it("shows one panel at a time and keeps what was typed in the others", async () => {
    const user = userEvent.setup();
    render(<MethodTabs label="Sign-in method" tabs={tabs} />);
    await user.type(screen.getByLabelText("Typed in A"), "kept");
    await user.click(screen.getByRole("tab", { name: "Phone" }));
    expect(screen.getByText("Panel C")).toBeVisible();
    expect(screen.queryByLabelText("Typed in A")).not.toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Password" }));
    expect(screen.getByLabelText("Typed in A")).toHaveValue("kept");
  });

  it("moves between tabs with the arrow keys, wrapping around", async () => {
    const user = userEvent.setup();
    render(<MethodTabs label="Sign-in method" tabs={tabs} />);
    await user.click(screen.getByRole("tab", { name: "Password" }));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Phone" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Phone" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Password" })).toBeVisible();
  });
});
