import { screen } from "@testing-library/react";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { ExistingCourseForm } from "@/components/admin/uni-data/existing-course-form";
import { SectionForm } from "@/components/admin/uni-data/section-form";
import type { UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/api/admin", () => ({ submitUniData: vi.fn() }));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const university = (id: string, name: string, courseName: string): UniversityTree => ({
  id,
  name,
  shortName: id,
  country: "Austria",
  city: "Vienna",
  website: "https://example.org",
  degrees: [
    { id: `${id}_msc`, name: `${name} MSc`, level: "master" },
    { id: `${id}_bsc`, name: `${name} BSc`, level: "bachelor" },
  ],
  courses: [{ id: `${id}_course`, name: courseName, code: "", degreeIds: [`${id}_msc`] }],
  sections: [],
});
const trees = [university("uni_boku", "BOKU", "Soil Health"), university("uni_tu", "TU Wien", "Energy Systems")];
// The page sends ids and names; the chosen university's tree comes from the route.
const universities = trees.map(({ id, name }) => ({ id, name }));

beforeEach(() => {
  vi.mocked(fetchUniversityTree)
    .mockReset()
    .mockImplementation(async (id) => trees.find((tree) => tree.id === id)!);
});

describe("the university and course selects of the uni-data forms", () => {
  it("section form: the course list follows the university, and changing university empties the course", async () => {
    const { user } = renderWithProviders(<SectionForm universities={universities} />);
    const course = screen.getByLabelText("Course");
    expect(course).toHaveDisplayValue("Choose a university first");
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    await user.selectOptions(course, await screen.findByRole("option", { name: "Soil Health" }));
    expect(course).toHaveValue("uni_boku_course");
    await user.selectOptions(screen.getByLabelText("University"), "TU Wien");
    expect(course).toHaveValue("");
    expect(screen.queryByRole("option", { name: "Soil Health" })).not.toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Energy Systems" })).toBeInTheDocument();
    // Emptied, not just hidden: going back does not bring the old course back.
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    expect(course).toHaveValue("");
  });

  it("existing-course form: changing the course empties the degree, changing the university empties both", async () => {
    const { user } = renderWithProviders(<ExistingCourseForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    await user.selectOptions(screen.getByLabelText("Existing course"), await screen.findByRole("option", { name: "Soil Health" }));
    // The course is in the MSc already: only the BSc is offered.
    await user.selectOptions(screen.getByLabelText("Add to degree"), "BOKU BSc (bachelor)");
    expect(screen.getByLabelText("Add to degree")).toHaveValue("uni_boku_bsc");
    await user.selectOptions(screen.getByLabelText("Existing course"), "");
    expect(screen.getByLabelText("Add to degree")).toHaveValue("");
    await user.selectOptions(screen.getByLabelText("Existing course"), "Soil Health");
    await user.selectOptions(screen.getByLabelText("Add to degree"), "BOKU BSc (bachelor)");
    await user.selectOptions(screen.getByLabelText("University"), "TU Wien");
    expect(screen.getByLabelText("Existing course")).toHaveValue("");
    expect(screen.getByLabelText("Add to degree")).toHaveValue("");
  });

  it("existing-course form: a course in every degree already says so and cannot be submitted", async () => {
    const everywhere = { ...university("uni_boku", "BOKU", "Soil Health"), courses: [{ id: "uni_boku_course", name: "Soil Health", code: "", degreeIds: ["uni_boku_msc", "uni_boku_bsc"] }] };
    vi.mocked(fetchUniversityTree).mockResolvedValue(everywhere);
    const { user } = renderWithProviders(<ExistingCourseForm universities={[{ id: everywhere.id, name: everywhere.name }]} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    await user.selectOptions(screen.getByLabelText("Existing course"), await screen.findByRole("option", { name: "Soil Health" }));
    expect(screen.getByLabelText("Add to degree")).toHaveAccessibleDescription("This course is already part of every degree of this university.");
    expect(screen.getByRole("button", { name: "Link course to degree" })).toBeDisabled();
    // The message belongs to that course only.
    await user.selectOptions(screen.getByLabelText("Existing course"), "");
    expect(screen.queryByText(/already part of every degree/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Link course to degree" })).toBeEnabled();
  });

  it("course form: changing university unticks the old university's degrees", async () => {
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    await user.click(await screen.findByRole("checkbox", { name: "BOKU MSc (master)" }));
    await user.selectOptions(screen.getByLabelText("University"), "TU Wien");
    await user.selectOptions(screen.getByLabelText("University"), "BOKU");
    expect(await screen.findByRole("checkbox", { name: "BOKU MSc (master)" })).not.toBeChecked();
  });
});
