import { screen, waitFor, within } from "@testing-library/react";
import { CourseBuilder } from "@/components/creator/builder/course-builder";
import { AUTOSAVE_DELAY_MS } from "@/components/creator/builder/use-course-draft";
import { LEAVE_QUESTION } from "@/components/creator/builder/use-leave-guard";
import { fetchTeam } from "@/lib/api/creator";
import { emptyFields, type CourseDraft } from "@/lib/creator/builder-model";
import { DraftSaveError } from "@/lib/creator/errors";
import { startUpload, type UploadResult } from "@/lib/storage/upload";
import { fetchUniversityTree } from "@/lib/api/universities";
import type { Product } from "@/lib/types/product";
import type { UniversityTree } from "@/lib/types/university";
import { elapse, withFakeClock } from "../fake-clock";
import { renderWithProviders } from "../render";

const db = vi.hoisted(() => ({
  loadDraft: vi.fn(),
  saveDraftChanges: vi.fn(),
  setLectureMedia: vi.fn(),
}));
vi.mock("@/lib/db/product-drafts", () => db);
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));
// The team editor and submit panel have their own tests (creator-submission.test.tsx).
vi.mock("@/lib/api/creator", () => ({
  fetchTeam: vi.fn(() => new Promise(() => undefined)),
  saveTeam: vi.fn(),
  submitForReview: vi.fn(),
  openRevision: vi.fn(),
}));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));
vi.mock("@/lib/storage/upload", async () => {
  const actual = await vi.importActual<typeof import("@/lib/storage/upload")>("@/lib/storage/upload");
  return { UploadError: actual.UploadError, startUpload: vi.fn(), resizeImage: vi.fn() };
});

const draft: CourseDraft = { fields: { ...emptyFields("Lena Berger"), title: "Soil Health" }, lectures: [] };
const product = (state: Product["state"], rejectionReason = "") => ({ ...draft.fields, id: "prod_ABCDEFGHIJKLM", state, rejectionReason }) as unknown as Product;

const boku: UniversityTree = {
  id: "uni_boku",
  shortName: "BOKU",
  name: "University of Natural Resources and Life Sciences, Vienna",
  country: "Austria",
  city: "Vienna",
  website: "",
  degrees: [],
  courses: [{ id: "course_soil", name: "Soil Ecology", code: "SE-1", degreeIds: [] }],
  sections: [],
};
// The page sends the universities' names; a university's courses come from the route when chosen.
const universities = [{ id: boku.id, name: boku.name }];

withFakeClock();
/** The pause after the last edit (or a retry) after which the builder autosaves. */
const autosaveDelayPasses = () => elapse(AUTOSAVE_DELAY_MS);

beforeEach(() => {
  vi.clearAllMocks();
  db.loadDraft.mockResolvedValue({ product: product("draft"), draft, version: "v1" });
  db.saveDraftChanges.mockResolvedValue("v2");
  vi.mocked(fetchUniversityTree).mockResolvedValue(boku);
});

const open = () => renderWithProviders(<CourseBuilder productId="prod_ABCDEFGHIJKLM" universities={universities} />);

describe("the course builder", () => {
  it("autosaves only what changed, a moment after typing stops", async () => {
    const { user } = open();
    const subtitle = await screen.findByLabelText("Subtitle");
    await user.type(subtitle, "From the ground up");
    expect(screen.getByText("Unsaved changes…")).toBeVisible();
    expect(db.saveDraftChanges).not.toHaveBeenCalled();
    await autosaveDelayPasses();
    await waitFor(() => expect(db.saveDraftChanges).toHaveBeenCalled(), { timeout: 4000 });
    const calls = db.saveDraftChanges.mock.calls;
    expect(calls.at(-1)?.[1].fields).toEqual({ subtitle: "From the ground up" });
    expect(await screen.findByText("All changes saved", undefined, { timeout: 4000 })).toBeVisible();
  });

  it("does not save an invalid draft and says what to fix beside the field", async () => {
    const { user } = open();
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    expect(await screen.findByText("The title is required.")).toBeVisible();
    expect(screen.getByText("Not saved: fix the marked fields")).toBeVisible();
    await elapse(AUTOSAVE_DELAY_MS + 400);
    expect(db.saveDraftChanges).not.toHaveBeenCalled();
  });

  it("keeps the edits and offers a retry when a save fails", async () => {
    db.saveDraftChanges.mockRejectedValueOnce(new DraftSaveError("draft/offline", "offline"));
    const { user } = open();
    await user.type(await screen.findByLabelText("Subtitle"), "Loops");
    await autosaveDelayPasses();
    expect(await screen.findByText(/We could not reach the server\. Your changes are kept/, undefined, { timeout: 4000 })).toBeVisible();
    expect(screen.getByLabelText("Subtitle")).toHaveValue("Loops");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await autosaveDelayPasses();
    expect(await screen.findByText("All changes saved", undefined, { timeout: 4000 })).toBeVisible();
    expect(db.saveDraftChanges).toHaveBeenCalledTimes(2);
  });

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
    expect(await within(course).findByRole("option", { name: "SE-1 Soil Ecology" })).toBeInTheDocument();
    expect(course).toBeEnabled();
    expect(fetchUniversityTree).toHaveBeenCalledWith("uni_boku");
  });

  it("locks a course under review and shows a rejected course's reason", async () => {
    db.loadDraft.mockResolvedValueOnce({ product: product("pending"), draft, version: "v1" });
    const { unmount } = open();
    expect(await screen.findByLabelText("Title")).toBeDisabled();
    unmount();
    db.loadDraft.mockResolvedValueOnce({ product: product("rejected", "Add captions to the videos."), draft, version: "v1" });
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
    await autosaveDelayPasses();
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 4000 });
  });

  it("says so when the course is not one of the user's", async () => {
    db.loadDraft.mockResolvedValueOnce(null);
    open();
    expect(await screen.findByRole("heading", { name: "Course not found" })).toBeVisible();
  });
});

describe("the same course edited elsewhere (another tab or a co-creator)", () => {
  const saved = async () => expect(await screen.findByText("All changes saved", undefined, { timeout: 4000 })).toBeVisible();

  it("saves against the version it loaded, then against the one its own save left", async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText("Subtitle"), "One");
    await autosaveDelayPasses();
    await saved();
    await user.type(screen.getByLabelText("Subtitle"), " two");
    await autosaveDelayPasses();
    await waitFor(() => expect(db.saveDraftChanges).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(db.saveDraftChanges.mock.calls.map((call) => call[2])).toEqual(["v1", "v2"]);
  });

  it("says the course changed elsewhere, stops saving, and after a reload lists what was typed", async () => {
    db.saveDraftChanges.mockRejectedValue(new DraftSaveError("draft/changed", "changed"));
    const { user } = open();
    await user.type(await screen.findByLabelText("Subtitle"), "Mine");
    await autosaveDelayPasses();
    expect(await screen.findByText(/changed in another tab or by a co-creator/, undefined, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText(/under review or published/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    // What they typed stays where they typed it, and no save is repeated against a stale course.
    expect(screen.getByLabelText("Subtitle")).toHaveValue("Mine");
    await elapse(AUTOSAVE_DELAY_MS + 400);
    expect(db.saveDraftChanges).toHaveBeenCalledTimes(1);

    const theirs = { ...draft, fields: { ...draft.fields, subtitle: "Theirs" } };
    db.loadDraft.mockResolvedValueOnce({ product: product("draft"), draft: theirs, version: "v9" });
    await user.click(screen.getByRole("button", { name: "Reload the course" }));
    expect(await screen.findByLabelText("Subtitle")).toHaveValue("Theirs");
    const kept = screen.getByRole("region", { name: "Your edits that were not saved" });
    expect(within(kept).getByText("Subtitle")).toBeVisible();
    expect(within(kept).getByText("Mine")).toBeVisible();
    expect(screen.getByText("All changes saved")).toBeVisible();
  });

  it("says 'under review or published' only when that is why the save was refused", async () => {
    db.saveDraftChanges.mockRejectedValueOnce(new DraftSaveError("draft/locked", "locked"));
    const { user, unmount } = open();
    await user.type(await screen.findByLabelText("Subtitle"), "x");
    await autosaveDelayPasses();
    expect(await screen.findByText(/cannot be changed now: it is under review or published/, undefined, { timeout: 4000 })).toBeVisible();
    unmount();

    db.saveDraftChanges.mockRejectedValueOnce(new DraftSaveError("draft/denied", "denied"));
    const again = open();
    await again.user.type(await screen.findByLabelText("Subtitle"), "y");
    await autosaveDelayPasses();
    expect(await screen.findByText(/The server refused these changes/, undefined, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText(/under review or published/)).toBeNull();
  });
});

describe("uploads of a working copy", () => {
  const LIVE = "prod_LIVEAAAAAAAAA";
  const withLecture: CourseDraft = {
    fields: { ...draft.fields, sections: [{ id: "sec_AAAAAAAAAAAAA", title: "Basics" }], readyToPublish: [false] },
    lectures: [{ id: "lec_AAAAAAAAAAAAA", sectionId: "sec_AAAAAAAAAAAAA", title: "Intro", duration: 5, type: "document", preview: false, captions: [], media: null }],
  };

  it("go into the live product's folders, where approval keeps them reachable", async () => {
    const pending = new Promise<UploadResult>(() => undefined);
    vi.mocked(startUpload).mockReturnValue({ done: pending, cancel: vi.fn(), pause: vi.fn(), resume: vi.fn() });
    db.loadDraft.mockResolvedValue({ product: { ...product("draft"), revisionOf: LIVE }, draft: withLecture, version: "v1" });
    const { user } = open();
    const pdf = new File(["%PDF-1.7"], "week-1.pdf", { type: "application/pdf" });
    await user.upload(await screen.findByLabelText("PDF for Intro"), pdf);
    await waitFor(() => expect(startUpload).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^products/${LIVE}/lectures/lec_AAAAAAAAAAAAA/[^/]+$`)), pdf, expect.anything()));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "cover.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Preview image"), png);
    await waitFor(() => expect(startUpload).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^products/${LIVE}/preview/[^/]+$`)), png, expect.anything()));
  });
});

describe("leaving with an unsaved team", () => {
  it("asks first when a share was changed but not saved", async () => {
    vi.mocked(fetchTeam).mockResolvedValueOnce({
      lead: true,
      creators: [
        { uid: "u1", name: "Lena", email: "lena@x.test", share: 70 },
        { uid: "u2", name: "Jonas", email: "jonas@x.test", share: 30 },
      ],
      invitations: [],
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = renderWithProviders(
      <>
        <CourseBuilder productId="prod_ABCDEFGHIJKLM" universities={universities} />
        <a href="/dashboard/performance" onClick={(event) => event.preventDefault()}>
          Elsewhere
        </a>
      </>,
    );
    const share = await screen.findByLabelText("Share of Jonas");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(confirm).not.toHaveBeenCalled();
    await user.clear(share);
    await user.type(share, "20");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    confirm.mockRestore();
  });
});
