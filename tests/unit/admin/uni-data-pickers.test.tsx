import { act, screen, within } from "@testing-library/react";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { DegreeForm } from "@/components/admin/uni-data/degree-form";
import { ExistingCourseForm } from "@/components/admin/uni-data/existing-course-form";
import { SectionForm } from "@/components/admin/uni-data/section-form";
import { submitUniData } from "@/lib/api/admin";
import type { UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";
import { aUniversityTree } from "@/tests/factories/university";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/api/admin", () => ({ submitUniData: vi.fn() }));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const boku = aUniversityTree({
  degrees: [
    { id: "deg_bsc", name: "BSc Environment", level: "bachelor" },
    { id: "deg_msc", name: "MSc Environmental Sciences", level: "master" },
  ],
  courses: [{ id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] }],
});
// What the pages send: every university's id and full name, never a tree.
const universities = [
  { id: "uni_boku", name: "BOKU University, Vienna" },
  { id: "uni_lund", name: "Lund University" },
];

/** A controllable answer of GET /api/creator/universities/[id]. */
function deferred() {
  let resolve: (tree: UniversityTree) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<UniversityTree>((yes, no) => ([resolve, reject] = [yes, no]));
  return { promise, resolve, reject };
}

/** Lets any fetch the render started (the loader is imported on first use) reach the mock. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.mocked(submitUniData).mockReset().mockResolvedValue({ id: "x", link: "/universities/uni_boku" });
  vi.mocked(fetchUniversityTree).mockReset().mockResolvedValue(boku);
});

describe("the pickers of the add university data forms", () => {
  it("load nothing until a university is chosen, then only that university's tree", async () => {
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    expect(within(screen.getByLabelText("University")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose a university",
      "BOKU University, Vienna",
      "Lund University",
    ]);
    await settle();
    expect(fetchUniversityTree).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    expect(await screen.findByRole("checkbox", { name: "MSc Environmental Sciences (master)" })).toBeInTheDocument();
    expect(vi.mocked(fetchUniversityTree).mock.calls).toEqual([["uni_boku"]]);
  });

  it("the degree form needs no tree and asks for none", async () => {
    const { user } = renderWithProviders(<DegreeForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "Lund University");
    expect(screen.getByLabelText("University")).toHaveValue("uni_lund");
    await settle();
    expect(fetchUniversityTree).not.toHaveBeenCalled();
  });

  it("say the degrees are loading, and keep what was already typed while they load and once they are there", async () => {
    const answer = deferred();
    vi.mocked(fetchUniversityTree).mockReturnValueOnce(answer.promise);
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    await user.type(screen.getByLabelText("Course name"), "Soil Health");
    await user.type(screen.getByLabelText("Course code"), "SOIL-320");
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    expect(screen.getByRole("group", { name: "Degrees" })).toHaveTextContent("Loading the university's degrees…");
    expect(screen.getByRole("status")).toHaveTextContent("Loading the university's degrees and courses…");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByLabelText("Course name")).toHaveValue("Soil Health");

    await act(async () => answer.resolve(boku));
    await user.click(screen.getByRole("checkbox", { name: "BSc Environment (bachelor)" }));
    expect(screen.getByLabelText("Course name")).toHaveValue("Soil Health");
    expect(screen.getByLabelText("Course code")).toHaveValue("SOIL-320");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(submitUniData).toHaveBeenCalledWith({ kind: "course", universityId: "uni_boku", degreeIds: ["deg_bsc"], name: "Soil Health", code: "SOIL-320" });
  });

  it("offer no course while the university's courses load, and say so", async () => {
    vi.mocked(fetchUniversityTree).mockReturnValueOnce(deferred().promise);
    const { user } = renderWithProviders(<SectionForm universities={universities} />);
    await user.type(screen.getByLabelText("Section name"), "Inventory");
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    expect(within(screen.getByLabelText("Course")).getAllByRole("option").map((option) => option.textContent)).toEqual(["Loading the university's courses…"]);
    expect(screen.getByLabelText("Section name")).toHaveValue("Inventory");
  });

  it("say when the tree could not be loaded, keep the input, and load it on Retry", async () => {
    vi.mocked(fetchUniversityTree).mockRejectedValueOnce(Object.assign(new Error("Server down"), { status: 503 }));
    const { user } = renderWithProviders(<ExistingCourseForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    expect(await screen.findByRole("alert")).toHaveTextContent("This university's degrees and courses could not be loaded. Please try again in a moment.");
    expect(within(screen.getByLabelText("Existing course")).getAllByRole("option").map((option) => option.textContent)).toEqual(["The university's courses could not be loaded"]);
    expect(screen.getByLabelText("University")).toHaveValue("uni_boku");

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await user.selectOptions(screen.getByLabelText("Existing course"), await screen.findByRole("option", { name: "LCA-501 Life Cycle Assessment" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("University")).toHaveValue("uni_boku");
    expect(fetchUniversityTree).toHaveBeenCalledTimes(2);
  });

  it("fetch the university again after a save, so the course just linked is not offered its degree again", async () => {
    const linked = { ...boku, courses: [{ ...boku.courses[0]!, degreeIds: ["deg_msc", "deg_bsc"] }] };
    vi.mocked(fetchUniversityTree).mockResolvedValueOnce(boku).mockResolvedValueOnce(linked);
    const { user } = renderWithProviders(<ExistingCourseForm universities={universities} />);
    const pick = async () => {
      await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
      await user.selectOptions(screen.getByLabelText("Existing course"), await screen.findByRole("option", { name: "LCA-501 Life Cycle Assessment" }));
    };
    await pick();
    await user.selectOptions(screen.getByLabelText("Add to degree"), "BSc Environment (bachelor)");
    await user.click(screen.getByRole("button", { name: "Link course to degree" }));
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    expect(screen.getByLabelText("University")).toHaveValue("");

    await pick();
    expect(screen.getByLabelText("Add to degree")).toHaveAccessibleDescription("This course is already part of every degree of this university.");
    expect(vi.mocked(fetchUniversityTree).mock.calls).toEqual([["uni_boku"], ["uni_boku"]]);
  });
});
