import { screen } from "@testing-library/react";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { DegreeForm } from "@/components/admin/uni-data/degree-form";
import { ExistingCourseForm } from "@/components/admin/uni-data/existing-course-form";
import { SectionForm } from "@/components/admin/uni-data/section-form";
import { UniversityForm } from "@/components/admin/uni-data/university-form";
import { submitUniData } from "@/lib/api/admin";
import type { UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";
import { aUniversityTree } from "@/tests/factories/university";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, fill, over, UNICODE, UNICODE_ROWS, submitForm } from "../bad-input-rows";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/api/admin", () => ({ submitUniData: vi.fn() }));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const trees: UniversityTree[] = [aUniversityTree({ courses: [{ id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: [] }] })];

// The page sends ids and names; the chosen university's tree comes from the route.
const universities = trees.map(({ id, name }) => ({ id, name }));

beforeEach(() => {
  vi.mocked(submitUniData).mockReset().mockResolvedValue({ id: "x", link: "/universities/x" });
  vi.mocked(fetchUniversityTree)
    .mockReset()
    .mockImplementation(async (id) => trees.find((tree) => tree.id === id)!);
});

describe("adding a university with bad input", () => {
  const valid = { "Full name": "Lund University", "Short name": "Lund", Country: "Sweden", City: "Lund", "Website URL": "https://www.lunduniversity.lu.se" };
  const add = (changes: Partial<typeof valid>) => submitForm(<UniversityForm />, { ...valid, ...changes }, "Add university");

  it.each([
    ["an empty full name", "Full name", "", "Enter the full name."],
    ["a blank short name", "Short name", BLANK, "Enter the short name."],
    ["a blank country", "Country", BLANK, "Enter the country."],
    ["a blank city", "City", "\u00a0\u3000", "Enter the city."],
    ["a short name of zero-width spaces", "Short name", "\u200b\u200b\u200b", "Enter the short name."],
    ["a city of a word joiner", "City", "\u2060", "Enter the city."],
    ["a website without a scheme", "Website URL", "boku.ac.at", "Enter a full web address starting with https://, e.g. https://boku.ac.at."],
    ["a javascript: website", "Website URL", "javascript:alert(1)", "Enter a full web address starting with https://, e.g. https://boku.ac.at."],
    ["a website without a dot in the host", "Website URL", "https://localhost", "Enter a full web address starting with https://, e.g. https://boku.ac.at."],
  ] as const)("refuses %s beside the field, saves nothing and keeps the text", async (_row, label, value, message) => {
    await add({ [label]: value });
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(submitUniData).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  // The field stops at 200 characters: the 201st never reaches the form's state.
  it("cuts a 201-character name to the 200 the catalogue stores", async () => {
    await add({ "Full name": over(200) });
    expect(submitUniData).toHaveBeenCalledWith(expect.objectContaining({ name: over(199) }));
  });

  it.each(UNICODE_ROWS)("adds a university named in %s", async (_kind, name) => {
    await add({ "Full name": name, City: name });
    expect(submitUniData).toHaveBeenCalledWith(expect.objectContaining({ kind: "university", name, city: name }));
  });
});

describe("adding a degree, a course, a section or a link with bad input", () => {
  it("refuses a degree without university, a blank name and no level, each beside its field", async () => {
    const { user } = renderWithProviders(<DegreeForm universities={universities} />);
    await fill(user, screen.getByLabelText("Degree name"), BLANK);
    await user.click(screen.getByRole("button", { name: "Add degree" }));
    expectFieldMessage(screen.getByLabelText("University"), "Choose the university.");
    expectFieldMessage(screen.getByLabelText("Degree name"), "Enter the degree name.");
    expectFieldMessage(screen.getByLabelText("Level"), "Choose bachelor, master or doctorate.");
    expect(submitUniData).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Degree name")).toHaveValue(BLANK);
  });

  it.each([
    ["two hyphens in a row", "LCA--501"],
    ["an underscore", "LCA_501"],
    ["a leading hyphen", "-501"],
    ["an emoji", "LCA🌱501"],
    ["Arabic-Indic digits", "LCA-٥٠١"],
    ["only spaces", BLANK],
  ])("refuses a course code with %s beside the field and keeps it", async (_row, code) => {
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    await user.click(await screen.findByRole("checkbox", { name: "MSc Environmental Sciences (master)" }));
    await fill(user, screen.getByLabelText("Course name"), "Soil Ecology");
    await fill(user, screen.getByLabelText("Course code"), code);
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expectFieldMessage(screen.getByLabelText("Course code"), code.trim() ? "Use letters and digits, separated by single hyphens" : "Enter the course code.");
    expect(submitUniData).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Course code")).toHaveValue(code);
  });

  it("adds a course whose name is written in right-to-left script", async () => {
    const { user } = renderWithProviders(<CourseForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    await user.click(await screen.findByRole("checkbox", { name: "MSc Environmental Sciences (master)" }));
    await fill(user, screen.getByLabelText("Course name"), UNICODE.rtl);
    await fill(user, screen.getByLabelText("Course code"), "ENV 2.01");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(submitUniData).toHaveBeenCalledWith(expect.objectContaining({ kind: "course", name: UNICODE.rtl, code: "ENV 2.01" }));
  });

  it.each([
    ["empty", "", "Enter the section name."],
    ["blank", BLANK, "Enter the section name."],
  ])("refuses an %s section name beside the field", async (_row, name, message) => {
    const { user } = renderWithProviders(<SectionForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    await user.selectOptions(screen.getByLabelText("Course"), await screen.findByRole("option", { name: "LCA-501 Life Cycle Assessment" }));
    await fill(user, screen.getByLabelText("Section name"), name);
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expectFieldMessage(screen.getByLabelText("Section name"), message);
    expect(submitUniData).not.toHaveBeenCalled();
  });

  it("adds a section named with emoji and combining accents", async () => {
    const { user } = renderWithProviders(<SectionForm universities={universities} />);
    await user.selectOptions(screen.getByLabelText("University"), "BOKU University, Vienna");
    await user.selectOptions(screen.getByLabelText("Course"), await screen.findByRole("option", { name: "LCA-501 Life Cycle Assessment" }));
    await fill(user, screen.getByLabelText("Section name"), `${UNICODE.emoji} ${UNICODE.combining}`);
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(submitUniData).toHaveBeenCalledWith(expect.objectContaining({ kind: "section", name: `${UNICODE.emoji} ${UNICODE.combining}` }));
  });

  it("refuses a link with nothing chosen, each message beside its select", async () => {
    const { user } = renderWithProviders(<ExistingCourseForm universities={universities} />);
    await user.click(screen.getByRole("button", { name: "Link course to degree" }));
    expectFieldMessage(screen.getByLabelText("University"), "Choose the university.");
    expectFieldMessage(screen.getByLabelText("Existing course"), "Choose the course.");
    expectFieldMessage(screen.getByLabelText("Add to degree"), "Choose the degree.");
    expect(submitUniData).not.toHaveBeenCalled();
  });
});
