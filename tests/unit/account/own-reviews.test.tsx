import { screen, within } from "@testing-library/react";
import { OwnReviews } from "@/components/account/own-reviews";
import { renderWithProviders } from "../render";

const mocks = vi.hoisted(() => ({ readReviewsBy: vi.fn(), deleteReview: vi.fn() }));
vi.mock("@/lib/db/reviews", () => ({ readReviewsBy: mocks.readReviewsBy }));
vi.mock("@/lib/api/reviews", () => ({ deleteReview: mocks.deleteReview }));

const lca = { productId: "lca", title: "Life Cycle Assessment in Practice", stars: 2, text: "Not what I needed.", createdOn: "2026-10-01T10:00:00.000Z" };
const gone = { productId: "gone", title: null, stars: 4, text: "Useful once.", createdOn: "2026-09-01T10:00:00.000Z" };

beforeEach(() => {
  mocks.readReviewsBy.mockReset();
  mocks.deleteReview.mockReset();
});

describe("Your reviews on the account page", () => {
  it("reads nothing until asked, then lists each review with its course, stars and text", async () => {
    mocks.readReviewsBy.mockResolvedValue([lca, gone]);
    const { user } = renderWithProviders(<OwnReviews uid="maya" />);
    expect(mocks.readReviewsBy).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Show my reviews" }));
    const list = await screen.findByRole("list", { name: "Your reviews" });
    expect(mocks.readReviewsBy).toHaveBeenCalledWith("maya");
    const items = within(list).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("link", { name: lca.title })).toHaveAttribute("href", "/products/lca#reviews");
    expect(within(items[0]!).getByText("2 out of 5 stars")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Not what I needed.")).toBeInTheDocument();
    expect(within(items[1]!).getByText("A course no longer in the catalogue")).toBeInTheDocument();
  });

  it("deletes a review only after a confirmation, and takes it off the list", async () => {
    mocks.readReviewsBy.mockResolvedValue([lca, gone]);
    mocks.deleteReview.mockResolvedValue({ stars: 0, count: 0, total: 0 });
    const { user } = renderWithProviders(<OwnReviews uid="maya" />);
    await user.click(screen.getByRole("button", { name: "Show my reviews" }));
    await user.click(await screen.findByRole("button", { name: `Delete your review of “${lca.title}”` }));
    const question = screen.getByRole("group", { name: `Delete your review of “${lca.title}”?` });
    expect(within(question).getByRole("button", { name: "Keep review" })).toHaveFocus();
    expect(mocks.deleteReview).not.toHaveBeenCalled();
    await user.click(within(question).getByRole("button", { name: "Delete review" }));
    expect(await screen.findByRole("status")).toHaveTextContent(`Your review of “${lca.title}” is deleted.`);
    expect(mocks.deleteReview).toHaveBeenCalledWith("maya", "lca");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Delete your review of a course no longer in the catalogue" }));
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(await screen.findByText("You have no other reviews.")).toBeInTheDocument();
    expect(mocks.deleteReview).toHaveBeenLastCalledWith("maya", "gone");
  });

  it("keeps the review and shows why when it could not be deleted", async () => {
    mocks.readReviewsBy.mockResolvedValue([lca]);
    mocks.deleteReview.mockRejectedValue(new Error("You have done this too often. Please try again in 40 minutes."));
    const { user } = renderWithProviders(<OwnReviews uid="maya" />);
    await user.click(screen.getByRole("button", { name: "Show my reviews" }));
    await user.click(await screen.findByRole("button", { name: /Delete your review of/ }));
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have done this too often. Please try again in 40 minutes.");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("says so when there is no review, and offers Retry when the list could not be loaded", async () => {
    mocks.readReviewsBy.mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" })).mockResolvedValueOnce([]);
    const { user } = renderWithProviders(<OwnReviews uid="maya" />);
    await user.click(screen.getByRole("button", { name: "Show my reviews" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your reviews could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("You have not reviewed any course.")).toBeInTheDocument();
  });
});
