import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RouteError from "@/app/error";

describe("error fallback", () => {
  it("shows the spec's texts in order, logs the error and offers a retry", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    const error = new Error("boom");
    render(<RouteError error={error} reset={reset} />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { level: 1, name: "Error" })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      /^ErrorSomething went wrongThis might be our fault!Please let us know if this issue persists\./,
    );
    expect(log).toHaveBeenCalledWith(error);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
