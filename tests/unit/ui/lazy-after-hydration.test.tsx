import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const Checking = () => <p>Checking…</p>;

describe("a component loaded after hydration", () => {
  it("is not in the server's HTML, which shows the fallback, and its code is not loaded there", () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyAfterHydration(load, Checking);
    const html = renderToString(<LazyGreeting name="Ada" />);
    expect(html).toContain("Checking…");
    expect(html).not.toContain("Hello");
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the fallback while its code loads, then itself with its props", async () => {
    let loaded: (component: typeof Greeting) => void = () => {};
    const LazyGreeting = lazyAfterHydration(() => new Promise<typeof Greeting>((resolve) => (loaded = resolve)), Checking);
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText("Checking…")).toBeInTheDocument();
    loaded(Greeting);
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    expect(screen.queryByText("Checking…")).not.toBeInTheDocument();
  });

  it("shows nothing while loading when it has no fallback", async () => {
    const LazyGreeting = lazyAfterHydration(async () => Greeting);
    const { container } = render(<LazyGreeting name="Ada" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
  });
});
