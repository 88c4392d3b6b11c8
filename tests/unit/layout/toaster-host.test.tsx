import { render, screen } from "@testing-library/react";
import { ToasterHost } from "@/components/layout/toaster-host";
import { toast } from "@/components/ui/toast";

describe("the toaster loads with the first toast", () => {
  it("renders nothing until a toast is asked for, then shows it and the ones after it", async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    toast.success("Added to your cart.");
    toast.error("Your cart could not be saved to your account.");
    expect(await screen.findByText("Added to your cart.")).toBeInTheDocument();
    expect(await screen.findByText("Your cart could not be saved to your account.")).toBeInTheDocument();
  });
});
