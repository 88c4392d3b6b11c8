import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeForm } from "@/components/auth/code-form";

describe("the code step of phone sign-in and two-step verification", () => {
  it("asks for six digits before sending anything", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CodeForm id="code" sentTo="We sent a code to +436601234567." submitLabel="Sign in" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("6-digit code"), "12a4");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the 6-digit code from the text message.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains a wrong code in words and keeps it for correction", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({ code: "auth/invalid-verification-code" });
    render(<CodeForm id="code" sentTo="We sent a code." submitLabel="Sign in" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith("123456");
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right. Check the text message and try again.");
    expect(screen.getByLabelText("6-digit code")).toHaveValue("123456");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});
