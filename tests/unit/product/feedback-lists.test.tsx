import { screen, waitFor, within } from "@testing-library/react";
import { QaPanel } from "@/components/product/qa-panel";
import { ReviewsPanel } from "@/components/product/reviews-panel";
import { keepJustPosted } from "@/lib/qa/just-posted";
import { fetchQuestionPage } from "@/lib/api/qa";
import { fetchReviewPage } from "@/lib/api/reviews";
import type { Review } from "@/lib/types/product";
import type { Question } from "@/lib/types/qa";
import { HttpError } from "@/lib/http/error";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/reviews", () => ({ fetchReviewPage: vi.fn() }));
vi.mock("@/lib/api/qa", () => ({ fetchQuestionPage: vi.fn() }));
// The form loads after hydration and depends on the viewer: not what these tests are about.
vi.mock("@/components/product/review-form-lazy", () => ({ LazyReviewForm: () => null }));
vi.mock("next/navigation", () => ({ usePathname: () => "/products/lca" }));

const review = (at: number): Review => ({ id: `r${at}`, uid: `u${at}`, authorName: `Reviewer ${at}`, stars: 4, text: `Review number ${at}`, createdOn: "2025-03-01T10:00:00.000Z" });
const reviews = (from: number, count: number) => Array.from({ length: count }, (_, index) => review(from + index));
const question = (id: string, text = `Question ${id}`): Question => ({ id, uid: "u1", authorName: "Ada A.", text, createdOn: new Date().toISOString(), answers: [] });
const rating = { stars: 4, count: 25, total: 100 };

const reviewItems = () => within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("article");
const summary = () => screen.queryByText(/^Showing /);

beforeEach(() => {
  vi.mocked(fetchReviewPage).mockReset();
  vi.mocked(fetchQuestionPage).mockReset();
  sessionStorage.clear();
});

describe("the reviews of a product page", () => {
  it("appends older reviews on Show more, moves focus to the first of them and counts what is shown", async () => {
    vi.mocked(fetchReviewPage).mockResolvedValueOnce({ items: reviews(11, 10), next: "c2" }).mockResolvedValueOnce({ items: reviews(21, 5), next: null });
    const { user } = renderWithProviders(<ReviewsPanel productId="lca" rating={rating} reviews={{ items: reviews(1, 10), next: "c1" }} />);
    expect(reviewItems()).toHaveLength(10);
    expect(summary()).toHaveTextContent("Showing 10 of 25 reviews, newest first.");
    expect(fetchReviewPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getByRole("article", { name: "Reviewer 11" })).toHaveFocus());
    expect(fetchReviewPage).toHaveBeenLastCalledWith("lca", "c1");
    expect(reviewItems().map((item) => item.textContent)).toEqual(expect.arrayContaining([expect.stringContaining("Review number 1"), expect.stringContaining("Review number 20")]));
    expect(reviewItems()).toHaveLength(20);
    expect(summary()).toHaveTextContent("Showing 20 of 25 reviews, newest first.");
    expect(screen.getByText("20 reviews shown, 10 new.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getByRole("article", { name: "Reviewer 21" })).toHaveFocus());
    expect(fetchReviewPage).toHaveBeenLastCalledWith("lca", "c2");
    expect(reviewItems().map((item) => within(item).getByRole("heading").textContent)).toEqual(reviews(1, 25).map((entry) => entry.authorName));
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();
  });

  it("keeps what is shown when a page fails, and Retry asks for the same page again", async () => {
    vi.mocked(fetchReviewPage)
      .mockRejectedValueOnce(new HttpError(503, "internal", "More reviews could not be loaded. Please try again."))
      .mockResolvedValueOnce({ items: reviews(11, 10), next: "c2" });
    const { user } = renderWithProviders(<ReviewsPanel productId="lca" rating={rating} reviews={{ items: reviews(1, 10), next: "c1" }} />);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More reviews could not be loaded. Please try again in a moment.");
    expect(reviewItems()).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("article", { name: "Reviewer 11" })).toHaveFocus());
    expect(vi.mocked(fetchReviewPage).mock.calls).toEqual([
      ["lca", "c1"],
      ["lca", "c1"],
    ]);
    expect(reviewItems()).toHaveLength(20);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers no Show more and no count when the first page holds every review", () => {
    renderWithProviders(<ReviewsPanel productId="lca" rating={{ stars: 4, count: 3, total: 12 }} reviews={{ items: reviews(1, 3), next: null }} />);
    expect(reviewItems()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();
  });
});

describe("the questions of a product page", () => {
  it("appends older questions with their answers on Show more, focusing the first of them", async () => {
    const answered = { ...question("q11"), answers: [{ id: "a1", uid: "lena", authorName: "Lena K.", text: "Yes, in section 2.", createdOn: "2025-03-02T10:00:00.000Z", byCreator: true }] };
    vi.mocked(fetchQuestionPage).mockResolvedValueOnce({ items: [answered, question("q12")], next: null });
    const first = Array.from({ length: 10 }, (_, index) => question(`q${index + 1}`));
    const { user } = renderWithProviders(<QaPanel productId="lca" questions={{ items: first, next: "c1" }} />);
    const list = () => screen.getByRole("list", { name: "Questions" });
    expect(within(list()).getAllByRole("article")).toHaveLength(10);
    expect(summary()).toHaveTextContent("Showing the 10 newest questions.");

    await user.click(screen.getByRole("button", { name: "Show more" }));
    const added = await within(list()).findByText("Question q11");
    await waitFor(() => expect(added.closest("article")).toHaveFocus());
    expect(within(added.closest("article")!).getByText("Yes, in section 2.")).toBeInTheDocument();
    expect(within(list()).getAllByRole("article")).toHaveLength(12);
    expect(fetchQuestionPage).toHaveBeenCalledWith("lca", "c1");
    expect(summary()).not.toBeInTheDocument();
  });

  it("does not show the asker's just-posted question a second time when an older page holds it too", async () => {
    const mine = question("q_mine", "My own fresh question");
    keepJustPosted("lca", mine);
    vi.mocked(fetchQuestionPage).mockResolvedValueOnce({ items: [mine, question("q11")], next: null });
    const first = Array.from({ length: 10 }, (_, index) => question(`q${index + 1}`));
    const { user } = renderWithProviders(<QaPanel productId="lca" questions={{ items: first, next: "c1" }} />);
    // Shown above the list at once (the cached page does not list it yet)…
    expect(await screen.findByText("My own fresh question")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Question q11")).toBeInTheDocument();
    // …and not again among the older questions.
    expect(screen.getAllByText("My own fresh question")).toHaveLength(1);
    expect(within(screen.getByRole("list", { name: "Questions" })).getAllByRole("article")).toHaveLength(11);
    await waitFor(() => expect(screen.getByText("Question q11").closest("article")).toHaveFocus());
  });
});

describe("after the page is refreshed with a new first page (a review was just posted)", () => {
  it("drops the older pages it had added and continues after the new first page", async () => {
    vi.mocked(fetchReviewPage).mockResolvedValueOnce({ items: reviews(11, 10), next: "c2" }).mockResolvedValueOnce({ items: reviews(10, 10), next: "c3" });
    const panel = (first: Review[], next: string) => <ReviewsPanel productId="lca" rating={rating} reviews={{ items: first, next }} />;
    const { user, rerender } = renderWithProviders(panel(reviews(1, 10), "c1"));
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("article", { name: "Reviewer 11" })).toBeInTheDocument();
    // The new review comes first; review 10 moves to the next page.
    rerender(panel([review(0), ...reviews(1, 9)], "c1b"));
    expect(reviewItems()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getByRole("article", { name: "Reviewer 10" })).toHaveFocus());
    expect(fetchReviewPage).toHaveBeenLastCalledWith("lca", "c1b");
    expect(reviewItems().map((item) => within(item).getByRole("heading").textContent)).toEqual(reviews(0, 20).map((entry) => entry.authorName));
  });
});
