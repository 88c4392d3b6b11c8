import { act, screen, waitFor, within } from "@testing-library/react";
import { CourseBuilder } from "@/components/creator/builder/course-builder";
import { emptyFields, type CourseDraft } from "@/lib/creator/builder-model";
import type { Product } from "@/lib/types/product";
import { renderWithProviders } from "../render";

const db = vi.hoisted(() => ({
  loadDraft: vi.fn(),
  saveDraftChanges: vi.fn(),
  setLectureMedia: vi.fn(),
}));
vi.mock("@/lib/db/product-drafts", () => db);
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));
// The team editor and submit panel have their own tests (creator-submission.test.tsx).
vi.mock("@/lib/creator/api", () => ({
  fetchTeam: vi.fn(() => new Promise(() => undefined)),
  saveTeam: vi.fn(),
  submitForReview: vi.fn(),
  withdrawFromReview: vi.fn(),
  openRevision: vi.fn(),
}));

const draft: CourseDraft = { fields: { ...emptyFields("Lena Berger"), title: "Soil Health" }, lectures: [] };
const product = (state: Product["state"], rejectionReason = "") => ({ ...draft.fields, id: "prod_ABCDEFGHIJKLM", state, rejectionReason }) as unknown as Product;

const universities = [
  {
    id: "uni_boku",
    shortName: "BOKU",
    name: "University of Natural Resources and Life Sciences, Vienna",
    country: "Austria",
    city: "Vienna",
    website: "",
    degrees: [],
    courses: [{ id: "course_soil", name: "Soil Ecology", code: "SE-1", degreeIds: [] }],
    sections: [],
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  db.loadDraft.mockResolvedValue({ product: product("draft"), draft });
  db.saveDraftChanges.mockResolvedValue(undefined);
});

const open = () => renderWithProviders(<CourseBuilder productId="prod_ABCDEFGHIJKLM" universities={universities} />);

describe("the course builder", () => {
  it("autosaves only what changed, a moment after typing stops", async () => {
    const { user } = open();
    const subtitle = await screen.findByLabelText("Subtitle");
    await user.type(subtitle, "From the ground up");
    expect(screen.getByText("Unsaved changes…")).toBeVisible();
    await waitFor(() => expect(db.saveDraftChanges).toHaveBeenCalled(), { timeout: 4000 });
    const calls = db.saveDraftChanges.mock.calls;
    expect(calls.at(-1)?.[1].fields).toEqual({ subtitle: "From the ground up" });
    expect(await screen.findByText("All changes saved", undefined, { timeout: 4000 })).toBeVisible();
  }, 15_000);

  it("does not save an invalid draft and says what to fix beside the field", async () => {
    const { user } = open();
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    expect(await screen.findByText("The title is required.")).toBeVisible();
    expect(screen.getByText("Not saved: fix the marked fields")).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(db.saveDraftChanges).not.toHaveBeenCalled();
  });

  it("keeps the edits and offers a retry when a save fails", async () => {
    db.saveDraftChanges.mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }));
    const { user } = open();
    await user.type(await screen.findByLabelText("Subtitle"), "Loops");
    expect(await screen.findByText(/We could not reach the server\. Your changes are kept/, undefined, { timeout: 4000 })).toBeVisible();
    expect(screen.getByLabelText("Subtitle")).toHaveValue("Loops");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("All changes saved", undefined, { timeout: 4000 })).toBeVisible();
    expect(db.saveDraftChanges).toHaveBeenCalledTimes(2);
  }, 15_000);

  it("builds sections and lectures with the keyboard", async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText("New section"), "Basics{Enter}");
    const section = screen.getByRole("listitem", { name: "Section 1: Basics" });
    await user.type(within(section).getByLabelText("New lecture in Basics"), "Soil life{Enter}");
    expect(within(section).getByRole("listitem", { name: "Lecture 1: Soil life" })).toBeVisible();
    expect(screen.getByText(/1 section, 1 lecture/)).toBeVisible();
  });

  it("offers only the admins' university courses, for the chosen university", async () => {
    const { user } = open();
    const course = await screen.findByLabelText("University course");
    expect(course).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: "University" }), "uni_boku");
    expect(course).toBeEnabled();
    expect(within(course).getByRole("option", { name: "SE-1 Soil Ecology" })).toBeInTheDocument();
  });

  it("locks a course under review and shows a rejected course's reason", async () => {
    db.loadDraft.mockResolvedValueOnce({ product: product("pending"), draft });
    const { unmount } = open();
    expect(await screen.findByLabelText("Title")).toBeDisabled();
    unmount();
    db.loadDraft.mockResolvedValueOnce({ product: product("rejected", "Add captions to the videos."), draft });
    open();
    expect(await screen.findByText(/Add captions to the videos\./)).toBeVisible();
    expect(screen.getByLabelText("Title")).toBeEnabled();
  });

  it("lets a course be submitted only once every change is saved", async () => {
    const { user } = open();
    const submit = await screen.findByRole("button", { name: "Submit for review" });
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText("Subtitle"), "x");
    expect(submit).toBeDisabled();
    expect(screen.getByText("Submitting waits until every change is saved.")).toBeVisible();
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 4000 });
  });

  it("says so when the course is not one of the user's", async () => {
    db.loadDraft.mockResolvedValueOnce(null);
    open();
    expect(await screen.findByRole("heading", { name: "Course not found" })).toBeVisible();
  });
});
