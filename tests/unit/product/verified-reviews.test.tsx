import { screen, within } from "@testing-library/react";
import { ReviewsPanel } from "@/components/product/reviews-panel";
import type { Review } from "@/lib/types/product";
import { renderWithProviders } from "../render";

// The form loads after hydration and depends on the viewer: not what these tests are about.
vi.mock("@/components/product/review-form-lazy", () => ({ LazyReviewForm: () => null }));
vi.mock("next/navigation", () => ({ usePathname: () => "/products/solar" }));

const DELFT = { id: "uni_delft", name: "Delft University of Technology", shortName: "TU Delft" };
const review = (id: string, extra: Partial<Review> = {}): Review => ({ id, uid: id, authorName: `Reviewer ${id}`, stars: 4, text: `Review ${id}`, createdOn: "2026-10-01T10:00:00.000Z", ...extra });
const rating = { stars: 3.5, count: 4, total: 14 };
const items = [review("a", { verifiedUniversity: "uni_delft", term: "Summer 2026" }), review("b", { term: "Winter 2025/26" }), review("c", { verifiedUniversity: "uni_boku" })];

describe("reviews from verified students on the Reviews tab", () => {
  it("marks only reviews stamped with the product's own university, and shows each review's term", () => {
    renderWithProviders(<ReviewsPanel productId="solar" rating={rating} verifiedRating={{ stars: 4, count: 1, total: 4 }} reviews={{ items, next: null }} university={DELFT} />);
    const [a, b, c] = within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("article");
    expect(a).toHaveTextContent("Verified student of Delft University of Technology");
    expect(a).toHaveTextContent("Took the course in Summer 2026");
    expect(b).not.toHaveTextContent("Verified student");
    expect(b).toHaveTextContent("Took the course in Winter 2025/26");
    expect(c).not.toHaveTextContent("Verified student");
  });

  it("shows the verified students' rating beside the overall one, or says there is none yet", () => {
    const { unmount } = renderWithProviders(<ReviewsPanel productId="solar" rating={rating} verifiedRating={{ stars: 4, count: 1, total: 4 }} reviews={{ items, next: null }} university={DELFT} />);
    expect(screen.getByText("Rated 3.5 out of 5 from 4 reviews")).toBeInTheDocument();
    expect(screen.getByText("Verified students of TU Delft")).toBeInTheDocument();
    expect(screen.getByText("Rated 4.0 out of 5 from 1 review")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ReviewsPanel productId="solar" rating={rating} reviews={{ items, next: null }} university={DELFT} />);
    expect(screen.getByText("No reviews by verified students yet")).toBeInTheDocument();
  });

  it("filters through a plain GET form to the filtered reviews page, with a verified checkbox and the recent terms", () => {
    renderWithProviders(<ReviewsPanel productId="solar" rating={rating} reviews={{ items, next: null }} university={DELFT} />);
    const form = screen.getByRole("form", { name: "Filter reviews" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/products/solar/reviews");
    expect(within(form).getByRole("checkbox", { name: /Verified students of this course/ })).toHaveAttribute("name", "verified");
    const term = within(form).getByRole("combobox", { name: "Term" });
    expect(within(term).getAllByRole("option").map((option) => option.textContent)).toHaveLength(9);
  });

  it("a product without a university shows the one rating and no filter", () => {
    renderWithProviders(<ReviewsPanel productId="solar" rating={rating} reviews={{ items, next: null }} />);
    expect(screen.queryByRole("form", { name: "Filter reviews" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Verified student/)).not.toBeInTheDocument();
  });
});
