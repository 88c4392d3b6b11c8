import { act, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { Toaster } from "@/components/layout/toaster";
import { submitUniData } from "@/lib/api/admin";
import { HttpError } from "@/lib/http/error";
import type { UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";
import { aUniversityTree } from "@/tests/factories/university";
import { renderWithProviders } from "../render";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
vi.mock("@/lib/api/admin", () => ({ submitUniData: vi.fn() }));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const trees: UniversityTree[] = [aUniversityTree()];
// The page sends ids and names; the chosen university's degrees come from the route.
const universities = trees.map(({ id, name }) => ({ id, name }));

/** The course form with the toaster beside it, for the tests that read its toasts. */
const renderCourseFormWithToasts = () =>
  renderWithProviders(
    <>
      <CourseForm universities={universities} />
      <Toaster />
    </>,
  );

async function fillCourse(user: ReturnType<typeof renderWithProviders>["user"], code = "LCA-501") {
  await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
  await user.click(await screen.findByRole("checkbox", { name: "MSc Environmental Sciences (master)" }));
  await user.type(screen.getByLabelText("Course name"), "Life Cycle Assessment");
  await user.type(screen.getByLabelText("Course code"), code);
  await user.click(screen.getByRole("button", { name: "Add course" }));
}

describe("add university course form", () => {
  beforeEach(() => {
    vi.mocked(submitUniData).mockReset();
    vi.mocked(fetchUniversityTree)
      .mockReset()
      .mockImplementation(async (id) => trees.find((tree) => tree.id === id)!);
    refresh.mockReset();
  });
  afterEach(() => {
    act(() => toast.remove());
  });

  it("shows each field's message beside it and sends nothing", async () => {
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(screen.getByLabelText("University")).toHaveAccessibleDescription("Choose the university.");
    expect(screen.getByLabelText("Course name")).toHaveAccessibleDescription("Enter the course name.");
    expect(screen.getByLabelText("Course code")).toHaveAccessibleDescription("Enter the course code.");
    expect(screen.getByText("Choose a university to see its degrees.")).toBeInTheDocument();
    expect(submitUniData).not.toHaveBeenCalled();
  });

  it("sends ids (not names), then resets and links to the new course's page", async () => {
    vi.mocked(submitUniData).mockResolvedValue({ id: "course_new", link: "/universities/uni_boku/courses/course_new" });
    const { user } = renderCourseFormWithToasts();
    await fillCourse(user);
    expect(submitUniData).toHaveBeenCalledWith({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_msc"], name: "Life Cycle Assessment", code: "LCA-501" });
    expect(await screen.findByText("Course added")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the course’s page" })).toHaveAttribute("href", "/universities/uni_boku/courses/course_new");
    expect(screen.getByLabelText("Course name")).toHaveValue("");
    expect(refresh).toHaveBeenCalled();
  });

  it("takes the last success's 'Saved' link away when the next course is refused or invalid", async () => {
    vi.mocked(submitUniData).mockResolvedValueOnce({ id: "course_new", link: "/universities/uni_boku/courses/course_new" });
    vi.mocked(submitUniData).mockRejectedValueOnce(new HttpError(409, "uni-data/exists", "Course already exists"));
    const { user } = renderCourseFormWithToasts();
    await fillCourse(user);
    expect(await screen.findByRole("link", { name: "View the course’s page" })).toBeInTheDocument();
    await fillCourse(user);
    expect(await screen.findByText("Course already exists")).toBeInTheDocument();
    expect(screen.queryByText(/Saved\./)).not.toBeInTheDocument();

    vi.mocked(submitUniData).mockResolvedValueOnce({ id: "course_2", link: "/universities/uni_boku/courses/course_2" });
    await user.clear(screen.getByLabelText("Course code"));
    await user.type(screen.getByLabelText("Course code"), "LCA-502");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(await screen.findByRole("link", { name: "View the course’s page" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(screen.getByLabelText("Course name")).toHaveAccessibleDescription("Enter the course name.");
    expect(screen.queryByText(/Saved\./)).not.toBeInTheDocument();
  });

  it("shows the error toast 'Course already exists' on a conflict and keeps the input", async () => {
    vi.mocked(submitUniData).mockRejectedValue(new HttpError(409, "uni-data/exists", "Course already exists"));
    const { user } = renderCourseFormWithToasts();
    await fillCourse(user);
    expect(await screen.findByText("Course already exists")).toBeInTheDocument();
    expect(screen.getByLabelText("Course code")).toHaveValue("LCA-501");
    expect(refresh).not.toHaveBeenCalled();
  });
});
