import { screen } from "@testing-library/react";
import { LoadError } from "@/components/ui/load-error";
import { HttpError } from "@/lib/http/error";
import { renderWithProviders } from "../render";

vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ currentUser: null }) }));

const show = (cause?: unknown) => {
  const onRetry = vi.fn();
  const view = renderWithProviders(<LoadError message="The product could not be loaded." cause={cause} onRetry={onRetry} />);
  return { onRetry, ...view };
};

describe("a failed load", () => {
  it.each([
    ["not found", new HttpError(404, "creator/not-found", "This product does not exist.")],
    ["forbidden", new HttpError(403, "auth/not-admin", "Only administrators can do this.")],
    ["signed out", new HttpError(401, "auth/unauthenticated", "Sign in to do this.")],
  ])("shows a %s answer as it is, without connection advice or Retry", (_name, cause) => {
    show(cause);
    expect(screen.getByRole("alert")).toHaveTextContent(`The product could not be loaded. ${cause.message}`);
    expect(screen.getByRole("alert")).not.toHaveTextContent(/connection/);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it.each([
    ["no connection", new HttpError(0, "network", "We could not reach the server. Check your connection and try again.")],
    ["an unknown failure", new Error("unavailable")],
    ["no cause given", undefined],
  ])("advises checking the connection once and offers Retry after %s", async (_name, cause) => {
    const { user, onRetry } = show(cause);
    expect(screen.getByRole("alert")).toHaveTextContent(/^The product could not be loaded\. Check your connection and try again\.Retry$/);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("offers Retry without connection advice when the server failed", () => {
    show(new HttpError(503, "internal", "Something went wrong. Please try again."));
    expect(screen.getByRole("alert")).toHaveTextContent("The product could not be loaded. Please try again in a moment.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
