import { screen } from "@testing-library/react";
import { CourseBuilder } from "@/components/creator/builder/course-builder";
import { NewCourseForm } from "@/components/creator/builder/new-course-form";
import { AUTOSAVE_DELAY_MS } from "@/components/creator/builder/use-course-draft";
import { TeamEditor } from "@/components/creator/team-editor";
import { emptyFields, type CourseDraft } from "@/lib/creator/builder-model";
import type { Product } from "@/lib/types/product";
import { aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { elapse, withFakeClock } from "../fake-clock";
import { aTeam } from "@/tests/factories/team";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, expectFormMessage, fill, over, UNICODE_ROWS } from "../bad-input-rows";

const db = vi.hoisted(() => ({ createDraft: vi.fn(), loadDraft: vi.fn(), saveDraftChanges: vi.fn(), setLectureMedia: vi.fn() }));
const api = vi.hoisted(() => ({ fetchTeam: vi.fn(), saveTeam: vi.fn(), submitForReview: vi.fn(), openRevision: vi.fn() }));
vi.mock("@/lib/db/product-drafts", () => db);
vi.mock("@/lib/api/creator", () => api);
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

beforeEach(() => {
  for (const mock of [...Object.values(db), ...Object.values(api)]) mock.mockReset().mockResolvedValue(undefined);
  db.createDraft.mockResolvedValue("prod_new");
});

describe("starting a new course with bad input", () => {
  const create = async (title: string, author?: string) => {
    const { user } = renderWithProviders(<NewCourseForm />, { preloadedState: signedInAs(aSession(), aUserRecord()) });
    await fill(user, screen.getByLabelText("Title"), title);
    if (author !== undefined) await fill(user, screen.getByLabelText("Author as shown"), author);
    await user.click(screen.getByRole("button", { name: "Create draft" }));
  };

  it.each([
    ["no title", "", undefined, "Title", "The title is required."],
    ["a blank title", BLANK, undefined, "Title", "The title is required."],
    ["a blank author", "Soil Health", BLANK, "Author as shown", "Say whose name learners should see."],
  ])("refuses %s beside the field, creates nothing and keeps the text", async (_row, title, author, label, message) => {
    await create(title, author);
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(db.createDraft).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue(title);
  });

  it("cuts a 121-character title to the 120 a course may have", async () => {
    await create(over(120));
    expect(db.createDraft).toHaveBeenCalledWith("uid-ada", expect.objectContaining({ title: over(119) }));
  });

  it.each(UNICODE_ROWS)("creates a course titled in %s", async (_kind, title) => {
    await create(title);
    expect(db.createDraft).toHaveBeenCalledWith("uid-ada", { title, type: "video_courses", author: "Ada Lovelace" });
  });
});

describe("the course builder's fields with bad input", () => {
  const draft: CourseDraft = { fields: { ...emptyFields("Lena Berger"), title: "Soil Health", free: false, price: 20 }, lectures: [] };
  const product = { ...draft.fields, id: "prod_ABCDEFGHIJKLM", state: "draft", rejectionReason: "" } as unknown as Product;
  withFakeClock();

  it.each([
    ["a negative price", "Price (€)", "-5", -5, "The price cannot be negative."],
    ["letters in the price (the number field refuses them)", "Price (€)", "twenty", null, "The price must be a number."],
    ["a price over 1000 €", "Price (€)", "1000.01", 1000.01, "The price can be at most 1000 €."],
    ["a price with three decimals", "Price (€)", "9.999", 9.999, "Use at most two decimals for the price."],
    ["a negative workload", "Workload (hours)", "-1", -1, "The workload cannot be negative."],
    ["61 ECTS credits", "ECTS credits", "61", 61, "ECTS credits can be at most 60."],
    ["a blank title", "Title", BLANK, BLANK, "The title is required."],
    ["a 161-character search description", "Search description", over(160), over(160), "The search description can be up to 160 characters (now 161)."],
  ])("refuses %s beside the field and autosaves nothing", async (_row, label, typed, kept, message) => {
    db.loadDraft.mockResolvedValue({ product, draft });
    const { user } = renderWithProviders(<CourseBuilder productId="prod_ABCDEFGHIJKLM" universities={[]} />);
    const field = await screen.findByLabelText(label);
    await fill(user, field, typed);
    expectFieldMessage(field, message);
    expect(screen.getByText("Not saved: fix the marked fields")).toBeVisible();
    // Past the autosave delay: an invalid draft must not be written even once.
    await elapse(AUTOSAVE_DELAY_MS + 400);
    expect(db.saveDraftChanges).not.toHaveBeenCalled();
    expect(field).toHaveValue(kept);
  });
});

describe("the team editor with bad input", () => {
  const team = aTeam();
  const open = async () => {
    api.fetchTeam.mockResolvedValue(team);
    const rendered = renderWithProviders(<TeamEditor productId="p1" />);
    await screen.findByLabelText("Share of Lena K.");
    return rendered;
  };
  const invite = async (email: string, share?: string) => {
    const { user } = await open();
    await fill(user, screen.getByLabelText("Invite a co-creator by email"), email);
    if (share !== undefined) await fill(user, screen.getByLabelText("Their share"), share);
    await user.click(screen.getByRole("button", { name: "Add invitation" }));
  };

  it.each([
    ["no email", ""],
    ["a blank email", BLANK],
    ["an email without a domain dot", "mia@x"],
  ])("refuses %s with a message under the form and invites nobody", async (_row, email) => {
    await invite(email);
    expectFormMessage("Enter a valid email address.");
    expect(screen.queryByText(/· invited/)).toBeNull();
    expect(screen.getByLabelText("Invite a co-creator by email")).toHaveValue(email.trim());
  });

  it("refuses to invite someone already on the team", async () => {
    await invite("Jonas@X.test");
    expectFormMessage("This person is already on the team or invited.");
    expect(screen.queryByText(/· invited/)).toBeNull();
  });

  // The share field is a whole number from 1 to 100; the editor says so beside it.
  it.each([
    ["a negative share", "-5", -5],
    ["a share over 100", "150", 150],
    ["a fractional share", "2.5", 2.5],
    ["letters as the share (the field refuses them and holds 0)", "ten", 0],
  ])("stops %s at the share field and invites nobody", async (_row, share, kept) => {
    await invite("mia@x.test", share);
    expectFieldMessage(screen.getByLabelText("Their share"), "Every share is a whole number from 1 to 100 %.");
    expect(screen.getByLabelText("Their share")).toHaveValue(kept);
    expect(screen.queryByText(/· invited/)).toBeNull();
  });

  it("refuses shares outside 1 to 100 % even when they add up to 100 %, and saves nothing", async () => {
    const { user } = await open();
    await fill(user, screen.getByLabelText("Share of Jonas B."), "-10");
    await fill(user, screen.getByLabelText("Share of Lena K."), "110");
    expectFieldMessage(screen.getByLabelText("Share of Jonas B."), "Every share is a whole number from 1 to 100 %.");
    expectFieldMessage(screen.getByLabelText("Share of Lena K."), "Every share is a whole number from 1 to 100 %.");
    expect(screen.getByRole("button", { name: "Save team" })).toBeDisabled();
    expect(api.saveTeam).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Share of Jonas B.")).toHaveValue(-10);
  });
});
