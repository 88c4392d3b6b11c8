import { act, screen, within } from "@testing-library/react";
import { useState } from "react";
import { UniversityPanel } from "@/components/creator/builder/university-panel";
import { fetchUniversityTree } from "@/lib/api/universities";
import { emptyFields, type BuilderAction, type CourseFields } from "@/lib/creator/builder-model";
import type { UniversityTree } from "@/lib/types/university";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const tree = (id: string, name: string, parts: Partial<UniversityTree> = {}): UniversityTree => ({
  id,
  name,
  shortName: name,
  country: "",
  city: "",
  website: "",
  degrees: [],
  courses: [],
  sections: [],
  ...parts,
});
const boku = tree("uni_boku", "BOKU University, Vienna", {
  degrees: [{ id: "deg_soil", name: "Soil Science", level: "master" }],
  courses: [
    { id: "course_soil", name: "Soil Health", code: "SOIL-320", degreeIds: ["deg_soil"] },
    { id: "course_water", name: "Hydrology", code: "H-1", degreeIds: [] },
  ],
  sections: [{ id: "sec_roots", name: "Roots", courseId: "course_soil" }],
});
const delft = tree("uni_delft", "Delft University of Technology", { courses: [{ id: "course_grid", name: "Power Grids", code: "EE-4", degreeIds: [] }] });
// The page sends names only; the trees come from the route.
const universities = [boku, delft].map(({ id, name }) => ({ id, name }));
const stored: CourseFields = { ...emptyFields("Lena"), university: "uni_boku", uniDegree: "deg_soil", uniCourse: "course_soil", uniSection: "sec_roots" };

/** The panel with the builder's `set` action applied, recording every action sent. */
function Harness({ initial, actions }: { initial: CourseFields; actions: BuilderAction[] }) {
  const [fields, setFields] = useState(initial);
  const dispatch = (action: BuilderAction) => {
    actions.push(action);
    if (action.type === "set") setFields((current) => ({ ...current, ...action.changes }));
  };
  return <UniversityPanel fields={fields} universities={universities} dispatch={dispatch} disabled={false} />;
}

/** A controllable answer of the route. */
function deferred() {
  let resolve: (value: UniversityTree) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<UniversityTree>((yes, no) => ([resolve, reject] = [yes, no]));
  return { promise, resolve, reject };
}

const select = (name: string) => screen.getByRole("combobox", { name });

beforeEach(() => {
  vi.mocked(fetchUniversityTree)
    .mockReset()
    .mockImplementation(async (id) => (id === "uni_boku" ? boku : delft));
});

describe("the course builder's university section", () => {
  it("offers every university by name and loads the chosen one's courses only when it is chosen", async () => {
    const { user } = renderWithProviders(<Harness initial={emptyFields("Lena")} actions={[]} />);
    expect(within(select("University")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose a university",
      "BOKU University, Vienna",
      "Delft University of Technology",
    ]);
    expect(fetchUniversityTree).not.toHaveBeenCalled();
    expect(select("University course")).toBeDisabled();

    await user.selectOptions(select("University"), "uni_delft");
    expect(await within(select("University course")).findByRole("option", { name: "EE-4 Power Grids" })).toBeInTheDocument();
    expect(select("University course")).toBeEnabled();
    expect(fetchUniversityTree).toHaveBeenCalledTimes(1);
    expect(fetchUniversityTree).toHaveBeenCalledWith("uni_delft");
  });

  it("keeps a course's stored degree, course and section while their university loads, and shows them once it has", async () => {
    const answer = deferred();
    vi.mocked(fetchUniversityTree).mockReturnValueOnce(answer.promise);
    const actions: BuilderAction[] = [];
    renderWithProviders(<Harness initial={stored} actions={actions} />);
    expect(select("University")).toHaveValue("uni_boku");
    for (const name of ["Degree (optional)", "University course", "Section of the course (optional)"]) {
      expect(select(name)).toBeDisabled();
      expect(within(select(name)).getByRole("option", { name: "Loading the university's courses…" })).toBeInTheDocument();
    }
    await act(async () => answer.resolve(boku));
    expect(select("Degree (optional)")).toHaveValue("deg_soil");
    expect(select("University course")).toHaveValue("course_soil");
    expect(select("Section of the course (optional)")).toHaveValue("sec_roots");
    // Loading changed nothing of the course: nothing to save.
    expect(actions).toEqual([]);
  });

  it("clears degree, course and section when another university is chosen, loads it, and asks nothing again on the way back", async () => {
    const actions: BuilderAction[] = [];
    const { user } = renderWithProviders(<Harness initial={stored} actions={actions} />);
    await within(select("University course")).findByRole("option", { name: "SOIL-320 Soil Health" });
    await user.selectOptions(select("University"), "uni_delft");
    expect(actions).toEqual([{ type: "set", changes: { university: "uni_delft", uniDegree: "", uniCourse: "", uniSection: "" } }]);
    expect(await within(select("University course")).findByRole("option", { name: "EE-4 Power Grids" })).toBeInTheDocument();
    expect(within(select("University course")).queryByRole("option", { name: "SOIL-320 Soil Health" })).toBeNull();
    expect(select("University course")).toHaveValue("");

    await user.selectOptions(select("University"), "uni_boku");
    expect(within(select("University course")).getByRole("option", { name: "SOIL-320 Soil Health" })).toBeInTheDocument();
    expect(vi.mocked(fetchUniversityTree).mock.calls).toEqual([["uni_boku"], ["uni_delft"]]);
  });

  it("offers only the courses of the chosen degree, and clears the course when the degree changes", async () => {
    const { user } = renderWithProviders(<Harness initial={stored} actions={[]} />);
    const course = select("University course");
    await within(course).findByRole("option", { name: "SOIL-320 Soil Health" });
    expect(within(course).queryByRole("option", { name: "H-1 Hydrology" })).toBeNull();
    await user.selectOptions(select("Degree (optional)"), "");
    expect(within(course).getByRole("option", { name: "H-1 Hydrology" })).toBeInTheDocument();
    expect(course).toHaveValue("");
    expect(select("Section of the course (optional)")).toHaveValue("");
  });

  it("says when a university's courses could not be loaded, keeps the stored choices, and loads them on Retry", async () => {
    vi.mocked(fetchUniversityTree).mockRejectedValueOnce(Object.assign(new Error("Server down"), { status: 503 }));
    const actions: BuilderAction[] = [];
    const { user } = renderWithProviders(<Harness initial={stored} actions={actions} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This university's degrees and courses could not be loaded. Please try again in a moment.");
    expect(select("University course")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(select("University course")).findByRole("option", { name: "SOIL-320 Soil Health" })).toBeInTheDocument();
    expect(select("University course")).toHaveValue("course_soil");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchUniversityTree).toHaveBeenCalledTimes(2);
    expect(actions).toEqual([]);
  });
});
