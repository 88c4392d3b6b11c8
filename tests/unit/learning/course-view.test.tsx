import { act, screen, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { CourseView } from "@/components/learning/course-view";
import { Toaster } from "@/components/layout/toaster";
import { saveLastLecture, setLectureCompleted } from "@/lib/db/progress";
import type { Course } from "@/lib/learning/course";
import { HttpError } from "@/lib/http/error";
import { completeCourse, requestMediaUrl } from "@/lib/api/learning";
import type { Lecture } from "@/lib/types/product";
import { emptyProgress } from "@/lib/types/progress";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/progress", () => ({ saveLastLecture: vi.fn(), saveLecturePosition: vi.fn(), setLectureCompleted: vi.fn() }));
vi.mock("@/lib/api/learning", () => ({ requestMediaUrl: vi.fn(), completeCourse: vi.fn() }));

const lecture = (id: string, sectionId: string, order: number, title: string): Lecture => ({ id, sectionId, order, title, duration: 10, type: "document", preview: false, captions: [] });

const course: Course = {
  product: aCatalogueProduct("soil", {
    title: "Soil Health",
    type: "documents",
    sections: [
      { id: "s1", title: "Why measure" },
      { id: "s2", title: "Indicators" },
    ],
  }),
  lectures: [lecture("l3", "s2", 3, "Physical indicators"), lecture("l1", "s1", 1, "Soil functions"), lecture("l2", "s1", 2, "Choosing indicators"), lecture("l4", "s2", 4, "Biology")],
  progress: { ...emptyProgress("soil"), completed: ["l1"], lastLectureId: "l2" },
};

const renderCourse = () =>
  renderWithProviders(
    <>
      <CourseView course={course} uid="uid-maya" />
      <Toaster />
    </>,
    { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) },
  );
const progressbar = () => screen.getByRole("progressbar", { name: "Progress in Soil Health" });

describe("the learning page", () => {
  beforeEach(() => {
    vi.mocked(setLectureCompleted).mockReset().mockResolvedValue();
    vi.mocked(saveLastLecture).mockReset().mockResolvedValue();
    vi.mocked(requestMediaUrl).mockReset().mockImplementation(async (_, lectureId) => ({ url: `/api/media/soil/${lectureId}?exp=1&sig=s`, kind: "document", expiresAt: "" }));
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  it("resumes at the last lecture and lists the outline by section with finished lectures marked", async () => {
    renderCourse();
    expect(screen.getByRole("heading", { level: 2, name: "Choosing indicators" })).toBeInTheDocument();
    const outline = screen.getByRole("navigation", { name: "Course content" });
    expect(within(outline).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Section 1: Why measure", "Section 2: Indicators"]);
    expect(within(outline).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "✓Soil functions (completed)10 min",
      "Choosing indicators10 min",
      "Physical indicators10 min",
      "Biology10 min",
    ]);
    expect(within(outline).getByRole("button", { name: /Choosing indicators/ })).toHaveAttribute("aria-current", "true");
    expect(progressbar()).toHaveAttribute("aria-valuenow", "25");
    const viewer = await screen.findByTitle("Choosing indicators (PDF document)");
    expect(viewer).toHaveAttribute("src", "/api/media/soil/l2?exp=1&sig=s");
    expect(screen.getByRole("link", { name: "Download the PDF" })).toHaveAttribute("href", "/api/media/soil/l2?exp=1&sig=s");
  });

  it("marks a lecture complete, saves it and updates the progress", async () => {
    const { user } = renderCourse();
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    expect(progressbar()).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("50% complete")).toBeInTheDocument();
    expect(setLectureCompleted).toHaveBeenCalledWith("uid-maya", "soil", "l2", true);
    expect(screen.getByRole("button", { name: /Choosing indicators \(completed\)/ })).toBeInTheDocument();
  });

  it("takes the completion back and says so when it cannot be saved", async () => {
    vi.mocked(setLectureCompleted).mockRejectedValue(new Error("offline"));
    const { user } = renderCourse();
    await user.click(screen.getByRole("button", { name: "Mark as complete" }));
    expect(await screen.findByText("Your progress could not be saved. Check your connection and try again.")).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("button", { name: "Mark as complete" })).toBeInTheDocument();
  });

  it("opens the next lecture, moves focus to its title and remembers it for Continue", async () => {
    const { user } = renderCourse();
    await user.click(screen.getByRole("button", { name: "Next lecture: Physical indicators" }));
    expect(screen.getByRole("heading", { level: 2, name: "Physical indicators" })).toHaveFocus();
    expect(saveLastLecture).toHaveBeenCalledWith("uid-maya", "soil", "l3");
    expect(await screen.findByTitle("Physical indicators (PDF document)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Biology/ }));
    expect(screen.queryByRole("button", { name: /^Next lecture/ })).not.toBeInTheDocument();
  });

  it("shows the reason when the lecture cannot be opened, and retries", async () => {
    vi.mocked(requestMediaUrl).mockRejectedValueOnce(new Error("You don't have access to this course."));
    const { user } = renderCourse();
    expect(await screen.findByRole("alert")).toHaveTextContent("You don't have access to this course.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTitle("Choosing indicators (PDF document)")).toBeInTheDocument();
  });

  describe("finishing the course", () => {
    const almostDone: Course = { ...course, progress: { ...course.progress, completed: ["l1", "l3", "l4"] } };
    const renderAlmostDone = () =>
      renderWithProviders(<CourseView course={almostDone} uid="uid-maya" />, { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) });
    beforeEach(() => {
      vi.mocked(completeCourse).mockReset().mockResolvedValue({ status: "complete", certificateId: "AbCdEfGhIjKlMnOpQrSt" });
    });

    it("asks the server only after the last lecture is saved, and links the certificate it answers", async () => {
      let save!: () => void;
      vi.mocked(setLectureCompleted).mockReturnValue(new Promise<void>((resolve) => (save = resolve)));
      const { user } = renderAlmostDone();
      await user.click(screen.getByRole("button", { name: "Mark as complete" }));
      expect(completeCourse).not.toHaveBeenCalled();
      await act(async () => save());
      expect(await screen.findByText("You completed this course. Congratulations!")).toBeInTheDocument();
      expect(completeCourse).toHaveBeenCalledExactlyOnceWith("soil");
      expect(screen.getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates/AbCdEfGhIjKlMnOpQrSt");
    });

    it("does not ask while lectures remain, nor when the last save failed", async () => {
      const { user } = renderCourse();
      await user.click(screen.getByRole("button", { name: "Mark as complete" }));
      expect(completeCourse).not.toHaveBeenCalled();
      vi.mocked(setLectureCompleted).mockRejectedValue(new Error("offline"));
      const second = renderAlmostDone();
      await second.user.click(within(second.container).getByRole("button", { name: "Mark as complete" }));
      expect(await screen.findByText("Your progress could not be saved. Check your connection and try again.")).toBeInTheDocument();
      expect(completeCourse).not.toHaveBeenCalled();
    });

    it("on arrival at a finished course, finds its certificate", async () => {
      const done: Course = { ...course, progress: { ...course.progress, completed: ["l1", "l2", "l3", "l4"] } };
      renderWithProviders(<CourseView course={done} uid="uid-maya" />, { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) });
      expect(await screen.findByRole("link", { name: "View your certificate" })).toBeInTheDocument();
    });

    it("says nothing to a creator or admin studying a course they do not own", async () => {
      vi.mocked(completeCourse).mockRejectedValue(new HttpError(404, "certificate/not-owned", "This course is not in your library."));
      const done: Course = { ...course, progress: { ...course.progress, completed: ["l1", "l2", "l3", "l4"] } };
      renderWithProviders(<CourseView course={done} uid="uid-maya" />, { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) });
      await vi.waitFor(() => expect(completeCourse).toHaveBeenCalled());
      expect(screen.queryByText("This course is not in your library.")).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "View your certificate" })).not.toBeInTheDocument();
    });
  });
});
