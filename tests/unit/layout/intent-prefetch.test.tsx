import { fireEvent, render, screen } from "@testing-library/react";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { Link } from "@/components/ui/link";

const prefetch = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch }) }));

function Page() {
  return (
    <>
      <IntentPrefetch />
      <Link href="/courses?type=video">
        <span>Video courses</span>
      </Link>
      <Link href="/cart">Cart</Link>
      <a href="https://example.org/elsewhere">Another site</a>
      <a href="/api/media/p1/l1" download>
        Lecture notes
      </a>
      <a href="/media/previews/course-preview.webm">Preview video</a>
      <a href="/info/company/mission" target="_blank">
        Our mission, in a new tab
      </a>
    </>
  );
}

// The prefetch follows the next paint (lib/utils/after-paint.ts).
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("prefetch on intent", () => {
  beforeEach(() => prefetch.mockClear());

  it("asks for no route when the page renders, however many links it has", async () => {
    render(<Page />);
    await painted();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("prefetches a route, with its query, when the pointer comes over any part of its link", async () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText("Video courses"));
    await painted();
    expect(prefetch).toHaveBeenCalledWith("/courses?type=video");
  });

  it("leaves the prefetch until the page has painted its answer to the touch or focus", async () => {
    render(<Page />);
    fireEvent.touchStart(screen.getByRole("link", { name: "Cart" }));
    expect(prefetch).not.toHaveBeenCalled();
    await painted();
    expect(prefetch).toHaveBeenCalledWith("/cart");
  });

  it("prefetches on a touch and on keyboard focus as well", async () => {
    render(<Page />);
    fireEvent.touchStart(screen.getByRole("link", { name: "Cart" }));
    await painted();
    expect(prefetch).toHaveBeenLastCalledWith("/cart");
    prefetch.mockClear();
    fireEvent.focusIn(screen.getByRole("link", { name: "Video courses" }));
    await painted();
    expect(prefetch).toHaveBeenLastCalledWith("/courses?type=video");
  });

  it("asks for each route once, however often the pointer passes", async () => {
    render(<Page />);
    const cart = screen.getByRole("link", { name: "Cart" });
    fireEvent.pointerOver(cart);
    await painted();
    fireEvent.pointerOver(cart);
    fireEvent.focusIn(cart);
    await painted();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("leaves other sites, files, downloads, API routes and new tabs alone", async () => {
    render(<Page />);
    for (const name of ["Another site", "Lecture notes", "Preview video", "Our mission, in a new tab"]) fireEvent.pointerOver(screen.getByText(name));
    await painted();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("stops listening when it unmounts", async () => {
    const { unmount } = render(<Page />);
    const cart = screen.getByRole("link", { name: "Cart" });
    unmount();
    document.body.append(cart);
    fireEvent.pointerOver(cart);
    await painted();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
