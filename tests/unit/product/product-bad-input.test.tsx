import { screen } from "@testing-library/react";
import { ProfileForm } from "@/components/account/profile-form";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { QaTextForm } from "@/components/product/qa-text-form";
import { ReviewForm } from "@/components/product/review-form";
import { aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, fill, over, UNICODE_ROWS, submitForm } from "../bad-input-rows";

const db = vi.hoisted(() => ({
  hasRelation: vi.fn(),
  readOwnReview: vi.fn(),
  addReview: vi.fn(),
  editReview: vi.fn(),
  reviewPosted: vi.fn(),
  updateUserNames: vi.fn(),
  updateDisplayName: vi.fn(),
}));
vi.mock("@/lib/db/relations", () => ({ hasRelation: db.hasRelation }));
vi.mock("@/lib/db/reviews", () => ({
  readOwnReview: db.readOwnReview,
  addReview: db.addReview,
}));
vi.mock("@/lib/api/reviews", () => ({ editReview: db.editReview, reviewPosted: db.reviewPosted }));
vi.mock("@/lib/db/users", () => ({ updateUserNames: db.updateUserNames }));
vi.mock("@/lib/auth/account", () => ({ updateDisplayName: db.updateDisplayName }));
vi.mock("next/navigation", () => ({ usePathname: () => "/products/lca", useRouter: () => ({ refresh: vi.fn() }) }));

beforeEach(() => {
  for (const mock of Object.values(db)) mock.mockReset().mockResolvedValue(undefined);
  db.hasRelation.mockResolvedValue(true);
  db.readOwnReview.mockResolvedValue(null);
});

describe("the question and answer form with bad input", () => {
  const post = vi.fn();
  const send = async (text: string) => {
    post.mockReset().mockResolvedValue(undefined);
    await submitForm(<QaTextForm id="question-text" label="Your question" submitLabel="Ask question" onPost={post} />, { "Your question": text }, "Ask question");
  };

  it.each([
    ["nothing", "", "Write at least 3 characters."],
    ["only spaces and tabs", BLANK, "Write at least 3 characters."],
    ["two letters padded with spaces", "  ab  ", "Write at least 3 characters."],
    ["2001 characters", over(2000), "Keep it to 2000 characters (now 2001)."],
    ["20 000 characters", "é".repeat(20_000), "Keep it to 2000 characters (now 20000)."],
  ])("refuses %s beside the field, posts nothing and keeps the text", async (_row, text, message) => {
    await send(text);
    expectFieldMessage(screen.getByLabelText("Your question"), message);
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your question")).toHaveValue(text);
  });

  it.each(UNICODE_ROWS)("posts a question written in %s", async (_kind, text) => {
    await send(text);
    expect(post).toHaveBeenCalledWith(text);
  });
});

/** The review form of course "lca" as Maya, a learner who owns it, sees it. */
const renderReviewForm = () =>
  renderWithProviders(
    <EnrolmentProvider productId="lca" creators={["lena"]}>
      <ReviewForm productId="lca" />
    </EnrolmentProvider>,
    { preloadedState: signedInAs(aSession({ uid: "maya" }), aUserRecord({ uid: "maya" })) },
  );

/** The texts a review, new or edited, may not have, and the message shown beside the field. */
const BAD_REVIEW_TEXTS = [
  ["no text", "", "Write a few words about the course."],
  ["only whitespace", BLANK, "Write a few words about the course."],
  ["2001 characters", over(2000), "Keep it to 2000 characters (now 2001)."],
];

describe("the review form with bad input", () => {
  const review = async (stars: number | null, text: string) => {
    const { user } = renderReviewForm();
    await screen.findByRole("button", { name: "Post review" });
    if (stars) await user.click(screen.getByRole("radio", { name: `${stars} stars` }));
    await fill(user, screen.getByLabelText("Your review"), text);
    await user.click(screen.getByRole("button", { name: "Post review" }));
  };

  it.each(BAD_REVIEW_TEXTS)("refuses %s beside the field, saves nothing and keeps the text", async (_row, text, message) => {
    await review(4, text);
    expectFieldMessage(screen.getByLabelText("Your review"), message);
    expect(db.addReview).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your review")).toHaveValue(text);
  });

  it("refuses a review without stars beside the rating, keeping the text", async () => {
    await review(null, "Clear and rigorous.");
    expect(screen.getByRole("group", { name: "Your rating" })).toHaveAccessibleDescription("Choose from 1 to 5 stars.");
    expect(db.addReview).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your review")).toHaveValue("Clear and rigorous.");
  });

  it.each(UNICODE_ROWS)("saves a review written in %s", async (_kind, text) => {
    await review(5, text);
    await vi.waitFor(() => expect(db.addReview).toHaveBeenCalledWith("maya", "lca", expect.objectContaining({ stars: 5, text })));
  });
});

describe("editing one's review with bad input", () => {
  const edit = async (stars: number, text: string) => {
    db.readOwnReview.mockResolvedValue({ stars: 4, text: "Clear and rigorous." });
    const { user } = renderReviewForm();
    await user.click(await screen.findByRole("button", { name: "Edit your review" }));
    await user.click(screen.getByRole("radio", { name: `${stars} stars` }));
    await fill(user, screen.getByLabelText("Your review"), text);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
  };

  it.each(BAD_REVIEW_TEXTS)("refuses %s beside the field, changes nothing and keeps the new stars and text", async (_row, text, message) => {
    const stars = 2;
    await edit(stars, text);
    expectFieldMessage(screen.getByLabelText("Your review"), message);
    expect(db.editReview).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your review")).toHaveValue(text);
    expect(screen.getByRole("radio", { name: `${stars} stars` })).toBeChecked();
  });
});

describe("the profile form with bad input", () => {
  const rename = (firstName: string, lastName: string) =>
    submitForm(<ProfileForm record={aUserRecord()} />, { "First name": firstName, "Last name": lastName }, "Save name", { preloadedState: signedInAs(aSession(), aUserRecord()) });

  it.each([
    ["an empty first name", "", "Lovelace", "First name", "Enter your first name."],
    ["a blank first name", BLANK, "Lovelace", "First name", "Enter your first name."],
    ["a first name of 101 characters", over(100), "Lovelace", "First name", "Your first name can have at most 100 characters."],
    ["a blank last name", "Ada", BLANK, "Last name", "Enter your last name."],
    ["a last name of 101 characters", "Ada", over(100, "ß"), "Last name", "Your last name can have at most 100 characters."],
  ])("refuses %s beside the field, saves nothing and keeps the text", async (_row, firstName, lastName, label, message) => {
    await rename(firstName, lastName);
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(db.updateUserNames).not.toHaveBeenCalled();
    expect(screen.getByLabelText("First name")).toHaveValue(firstName);
    expect(screen.getByLabelText("Last name")).toHaveValue(lastName);
  });

  it.each(UNICODE_ROWS)("saves a name written in %s", async (_kind, name) => {
    await rename(name, name);
    expect(db.updateUserNames).toHaveBeenCalledWith("uid-ada", { firstName: name, lastName: name });
  });
});
