import { screen, within } from "@testing-library/react";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { ReviewForm } from "@/components/product/review-form";
import { renderWithProviders } from "../render";
import { askForVerificationLink } from "./verification-link";

const mocks = vi.hoisted(() => ({
  hasRelation: vi.fn(),
  readOwnReview: vi.fn(),
  addReview: vi.fn(),
  editReview: vi.fn(),
  deleteReview: vi.fn(),
  reviewPosted: vi.fn(),
  reviewerProblem: vi.fn(),
  sendVerificationEmail: vi.fn(),
  emailVerifiedNow: vi.fn(),
  refresh: vi.fn(),
}));
vi.mock("@/lib/db/relations", () => ({ hasRelation: mocks.hasRelation }));
vi.mock("@/lib/db/reviews", () => ({
  readOwnReview: mocks.readOwnReview,
  addReview: mocks.addReview,
  reviewerProblem: mocks.reviewerProblem,
}));
vi.mock("@/lib/api/reviews", () => ({ reviewPosted: mocks.reviewPosted, editReview: mocks.editReview, deleteReview: mocks.deleteReview }));
vi.mock("@/lib/auth/account", () => ({ sendVerificationEmail: mocks.sendVerificationEmail, emailVerifiedNow: mocks.emailVerifiedNow }));
vi.mock("next/navigation", () => ({ usePathname: () => "/products/lca", useRouter: () => ({ refresh: mocks.refresh }) }));

const record = { uid: "maya", email: "maya@example.com", firstName: "Maya", lastName: "Fischer", customerId: "", connectId: "", cart: [], settings: undefined };
const signedIn = (uid: string) => ({
  user: { authResolved: true, session: { uid, email: `${uid}@example.com`, isAdmin: false }, record: uid === "maya" ? record : null, isCreator: false },
});
const renderForm = (preloadedState: object) =>
  renderWithProviders(
    <EnrolmentProvider productId="lca" creators={["lena"]}>
      <ReviewForm productId="lca" />
    </EnrolmentProvider>,
    { preloadedState: preloadedState as never },
  );

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.hasRelation.mockResolvedValue(true);
  mocks.readOwnReview.mockResolvedValue(null);
  mocks.reviewPosted.mockResolvedValue({ notified: 1 });
  mocks.reviewerProblem.mockResolvedValue(null);
});

describe("the review form", () => {
  it("asks a visitor to sign in, and reads nothing", () => {
    renderForm({ user: { authResolved: true, session: null, record: null, isCreator: false } });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Fproducts%2Flca");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(mocks.hasRelation).not.toHaveBeenCalled();
  });

  it("explains that only owners review, to someone who does not own the course", async () => {
    mocks.hasRelation.mockResolvedValue(false);
    renderForm(signedIn("sam"));
    expect(await screen.findByText("Only learners who own this course can review it.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("tells a creator they cannot review their own course", () => {
    renderForm(signedIn("lena"));
    expect(screen.getByText("You made this course, so you cannot review it.")).toBeInTheDocument();
  });

  it("shows a buyer who already reviewed their review, with Edit and Delete instead of a second form", async () => {
    mocks.readOwnReview.mockResolvedValue({ stars: 4, text: "Clear and rigorous." });
    renderForm(signedIn("maya"));
    const mine = await screen.findByRole("region", { name: "Your review" });
    expect(within(mine).getByText("Clear and rigorous.")).toBeInTheDocument();
    expect(within(mine).getByText("4 out of 5 stars")).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Edit your review" })).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Delete your review" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post review" })).not.toBeInTheDocument();
    expect(mocks.readOwnReview).toHaveBeenCalledWith("maya", "lca");
  });

  it("shows field errors for missing stars and text and sends nothing", async () => {
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("button", { name: "Post review" }));
    expect(screen.getByText("Choose from 1 to 5 stars.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAccessibleDescription(/Write a few words about the course/);
    expect(mocks.addReview).not.toHaveBeenCalled();
  });

  it("posts stars, text and the public name, then thanks the buyer and refreshes the page", async () => {
    mocks.addReview.mockResolvedValue({ stars: 4.5, count: 2, total: 9 });
    const { user } = renderForm(signedIn("maya"));
    const group = await screen.findByRole("group", { name: "Your rating" });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /4 stars/ }));
    await user.type(screen.getByLabelText("Your review"), "Clear and rigorous.");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thanks for your review")).toBeInTheDocument();
    expect(mocks.addReview).toHaveBeenCalledWith("maya", "lca", { stars: 4, text: "Clear and rigorous.", authorName: "Maya F." });
    expect(mocks.reviewPosted).toHaveBeenCalledTimes(1);
    expect(mocks.reviewPosted).toHaveBeenCalledWith("lca");
    expect(mocks.refresh).toHaveBeenCalled();
  });

  it("still thanks the buyer when the server's follow-up fails, saying the review shows later", async () => {
    mocks.addReview.mockResolvedValue({ stars: 5, count: 1, total: 5 });
    mocks.reviewPosted.mockRejectedValue(new Error("We could not reach the server."));
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("radio", { name: /5 stars/ }));
    await user.type(screen.getByLabelText("Your review"), "Great course");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thanks for your review")).toBeInTheDocument();
    expect(screen.getByText(/It will appear here within a few minutes/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mocks.refresh).not.toHaveBeenCalled();
  });

  it("keeps what was typed and shows the reason when saving fails", async () => {
    mocks.addReview.mockRejectedValue(new Error("Many people are reviewing right now. Please try again in a moment."));
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("radio", { name: /5 stars/ }));
    await user.type(screen.getByLabelText("Your review"), "Great course");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Many people are reviewing right now.");
    expect(screen.getByLabelText("Your review")).toHaveValue("Great course");
    expect(screen.getByRole("radio", { name: /5 stars/ })).toBeChecked();
  });

  it("asks an owner with an unverified email to verify, sends the link, and shows the form once verified", async () => {
    mocks.reviewerProblem.mockResolvedValueOnce({ code: "unverified" }).mockResolvedValue(null);
    mocks.sendVerificationEmail.mockResolvedValue(undefined);
    mocks.emailVerifiedNow.mockResolvedValue(true);
    const { user } = renderForm(signedIn("maya"));
    expect(await screen.findByText("Verify your email to review.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    await askForVerificationLink(user, mocks.sendVerificationEmail);
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("radio", { name: /5 stars/ })).toBeInTheDocument();
    expect(mocks.emailVerifiedNow).toHaveBeenCalledTimes(1);
  });

  it("sends a learner of a free course they never opened to the course first", async () => {
    mocks.reviewerProblem.mockResolvedValue({ code: "not-opened" });
    renderForm(signedIn("maya"));
    expect(await screen.findByText(/Open a lecture of this free course before you review it/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the course" })).toHaveAttribute("href", "/library/lca");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });
});

describe("a buyer's own review", () => {
  beforeEach(() => {
    mocks.readOwnReview.mockResolvedValue({ stars: 4, text: "Clear and rigorous." });
  });

  it("is edited in a form holding its stars and text; saving shows the new review and refreshes the page", async () => {
    mocks.editReview.mockResolvedValue({ stars: 3.5, count: 2, total: 7 });
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("button", { name: "Edit your review" }));
    expect(screen.getByRole("heading", { name: "Edit your review" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: /4 stars/ })).toBeChecked();
    expect(screen.getByLabelText("Your review")).toHaveValue("Clear and rigorous.");
    await user.click(screen.getByRole("radio", { name: /3 stars/ }));
    await user.clear(screen.getByLabelText("Your review"));
    await user.type(screen.getByLabelText("Your review"), "  Good, but the last section is thin.  ");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your review is updated.");
    expect(mocks.editReview).toHaveBeenCalledWith("maya", "lca", { stars: 3, text: "Good, but the last section is thin." });
    const mine = screen.getByRole("region", { name: "Your review" });
    expect(within(mine).getByText("Good, but the last section is thin.")).toBeInTheDocument();
    expect(within(mine).getByText("3 out of 5 stars")).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Edit your review" })).toHaveFocus();
    expect(mocks.refresh).toHaveBeenCalled();
  });

  it("cancelling an edit keeps the review as it was and sends nothing", async () => {
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("button", { name: "Edit your review" }));
    await user.type(screen.getByLabelText("Your review"), " Changed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Clear and rigorous.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit your review" })).toHaveFocus();
    expect(mocks.editReview).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the form and keeps what was typed", async () => {
    mocks.editReview.mockRejectedValue(new Error("You can only edit or delete your own review."));
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("button", { name: "Edit your review" }));
    await user.click(screen.getByRole("radio", { name: /1 star/ }));
    await user.type(screen.getByLabelText("Your review"), " Not any more.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can only edit or delete your own review.");
    expect(screen.getByLabelText("Your review")).toHaveValue("Clear and rigorous. Not any more.");
    expect(screen.getByRole("radio", { name: /1 star/ })).toBeChecked();
    expect(mocks.refresh).not.toHaveBeenCalled();
  });

  it("is deleted only after a confirmation, by keyboard, and the buyer may then write a new one", async () => {
    mocks.deleteReview.mockResolvedValue({ stars: 0, count: 0, total: 0 });
    const { user } = renderForm(signedIn("maya"));
    (await screen.findByRole("button", { name: "Delete your review" })).focus();
    await user.keyboard("{Enter}");
    const question = screen.getByRole("group", { name: /Delete your review\? Its stars leave the course's rating/ });
    expect(within(question).getByRole("button", { name: "Keep review" })).toHaveFocus();
    expect(mocks.deleteReview).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete your review" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your review is deleted. You can write a new one.");
    expect(mocks.deleteReview).toHaveBeenCalledWith("maya", "lca");
    expect(await screen.findByRole("button", { name: "Post review" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your review" })).not.toBeInTheDocument();
    expect(mocks.refresh).toHaveBeenCalled();
  });

  it("keeps the review and says why when it could not be deleted", async () => {
    mocks.deleteReview.mockRejectedValue(new Error("You have done this too often. Please try again in 40 minutes."));
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("button", { name: "Delete your review" }));
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have done this too often.");
    expect(screen.getByText("Clear and rigorous.")).toBeInTheDocument();
    expect(mocks.refresh).not.toHaveBeenCalled();
  });

  it("after posting, the new review can be edited at once", async () => {
    mocks.readOwnReview.mockResolvedValue(null);
    mocks.addReview.mockResolvedValue({ stars: 5, count: 1, total: 5 });
    const { user } = renderForm(signedIn("maya"));
    await user.click(await screen.findByRole("radio", { name: /5 stars/ }));
    await user.type(screen.getByLabelText("Your review"), "Great course");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thanks for your review")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit your review" }));
    expect(screen.getByLabelText("Your review")).toHaveValue("Great course");
    expect(screen.getByRole("radio", { name: /5 stars/ })).toBeChecked();
  });
});
