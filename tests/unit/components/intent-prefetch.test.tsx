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

describe("prefetch on intent", () => {
  beforeEach(() => prefetch.mockClear());

  it("asks for no route when the page renders, however many links it has", () => {
    render(<Page />);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("prefetches a route, with its query, when the pointer comes over any part of its link", () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText("Video courses"));
    expect(prefetch).toHaveBeenCalledWith("/courses?type=video");
  });

  it("prefetches on a touch and on keyboard focus as well", () => {
    render(<Page />);
    fireEvent.touchStart(screen.getByRole("link", { name: "Cart" }));
    expect(prefetch).toHaveBeenLastCalledWith("/cart");
    prefetch.mockClear();
    fireEvent.focusIn(screen.getByRole("link", { name: "Video courses" }));
    expect(prefetch).toHaveBeenLastCalledWith("/courses?type=video");
  });

  it("asks for each route once, however often the pointer passes", () => {
    render(<Page />);
    const cart = screen.getByRole("link", { name: "Cart" });
    fireEvent.pointerOver(cart);
    fireEvent.pointerOver(cart);
    fireEvent.focusIn(cart);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("leaves other sites, files, downloads, API routes and new tabs alone", () => {
    render(<Page />);
    for (const name of ["Another site", "Lecture notes", "Preview video", "Our mission, in a new tab"]) fireEvent.pointerOver(screen.getByText(name));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("stops listening when it unmounts", () => {
    const { unmount } = render(<Page />);
    const cart = screen.getByRole("link", { name: "Cart" });
    unmount();
    document.body.append(cart);
    fireEvent.pointerOver(cart);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
