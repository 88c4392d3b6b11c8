import { act, screen, waitFor, within } from "@testing-library/react";
import { ManageList } from "@/components/admin/uni-data/manage-list";
import { deleteUniData } from "@/lib/api/admin";
import type { University, UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";
import { renderWithProviders } from "../render";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
vi.mock("@/lib/api/admin", () => ({ updateUniData: vi.fn(), deleteUniData: vi.fn() }));
vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const university = (id: string, name: string): University => ({ id, name, shortName: id.slice(4).toUpperCase(), country: "Austria", city: "Vienna", website: "https://example.org" });
// What the page sends: the universities' own documents, never their trees.
const universities = [university("uni_boku", "BOKU University, Vienna"), university("uni_lund", "Lund University")];
const boku: UniversityTree = {
  ...universities[0]!,
  degrees: [{ id: "deg_msc", name: "MSc Environmental Sciences", level: "master" }],
  courses: [{ id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] }],
  sections: [
    { id: "sec_goal", name: "Goal and scope", courseId: "course_lca" },
    { id: "sec_inv", name: "Inventory", courseId: "course_lca" },
  ],
};

/** A controllable answer of GET /api/creator/universities/[id]. */
function deferred() {
  let resolve: (tree: UniversityTree) => void = () => {};
  const promise = new Promise<UniversityTree>((yes) => (resolve = yes));
  return { promise, resolve };
}

/** Lets any fetch the render started (the loader is imported on first use) reach the mock. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const opener = (name: string) => screen.getByRole("button", { name });

beforeEach(() => {
  refresh.mockReset();
  vi.mocked(deleteUniData).mockReset().mockResolvedValue(undefined);
  vi.mocked(fetchUniversityTree).mockReset().mockResolvedValue(boku);
});

describe("the admin's list of university data", () => {
  it("lists every university closed, with its own Edit and Delete, and reads no tree", async () => {
    renderWithProviders(<ManageList universities={universities} />);
    await settle();
    for (const { name } of universities) {
      expect(opener(name)).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByRole("button", { name: `Edit ${name}` })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: `Delete ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByText("MSc Environmental Sciences (master)")).toBeNull();
    expect(fetchUniversityTree).not.toHaveBeenCalled();
  });

  it("opens a university from the keyboard, says it is loading, then shows its degrees, courses and sections with Edit and Delete", async () => {
    const answer = deferred();
    vi.mocked(fetchUniversityTree).mockReturnValueOnce(answer.promise);
    const { user } = renderWithProviders(<ManageList universities={universities} />);
    await user.tab();
    expect(opener("BOKU University, Vienna")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(opener("BOKU University, Vienna")).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "BOKU University, Vienna" });
    expect(opener("BOKU University, Vienna")).toHaveAttribute("aria-controls", region.id);
    expect(within(region).getByRole("status")).toHaveTextContent("Loading degrees, courses and sections…");
    expect(fetchUniversityTree).toHaveBeenCalledWith("uni_boku");

    await act(async () => answer.resolve(boku));
    expect(within(region).getByText("MSc Environmental Sciences (master)")).toBeInTheDocument();
    for (const label of ["MSc Environmental Sciences", "LCA-501 Life Cycle Assessment", "Goal and scope", "Inventory"]) {
      expect(within(region).getByRole("button", { name: `Edit ${label}` })).toBeInTheDocument();
      expect(within(region).getByRole("button", { name: `Delete ${label}` })).toBeInTheDocument();
    }
    expect(within(region).getByRole("status")).toHaveTextContent("");
    // Lund stays closed and unread.
    expect(opener("Lund University")).toHaveAttribute("aria-expanded", "false");
    expect(vi.mocked(fetchUniversityTree).mock.calls).toEqual([["uni_boku"]]);
  });

  it("closes with Space and opens again without asking the server again", async () => {
    const { user } = renderWithProviders(<ManageList universities={universities} />);
    await user.click(opener("BOKU University, Vienna"));
    expect(await screen.findByText("Inventory")).toBeVisible();
    opener("BOKU University, Vienna").focus();
    await user.keyboard(" ");
    expect(opener("BOKU University, Vienna")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).toBeNull();
    await user.keyboard(" ");
    expect(screen.getByText("Inventory")).toBeVisible();
    expect(fetchUniversityTree).toHaveBeenCalledTimes(1);
  });

  it("says when a university's data could not be loaded and loads it on Retry", async () => {
    vi.mocked(fetchUniversityTree).mockRejectedValueOnce(Object.assign(new Error("Server down"), { status: 503 }));
    const { user } = renderWithProviders(<ManageList universities={universities} />);
    await user.click(opener("BOKU University, Vienna"));
    const region = screen.getByRole("region", { name: "BOKU University, Vienna" });
    expect(await within(region).findByRole("alert")).toHaveTextContent("This university's degrees, courses and sections could not be loaded. Please try again in a moment.");
    await user.click(within(region).getByRole("button", { name: "Retry" }));
    expect(await within(region).findByRole("button", { name: "Edit Inventory" })).toBeInTheDocument();
    expect(within(region).queryByRole("alert")).toBeNull();
    expect(fetchUniversityTree).toHaveBeenCalledTimes(2);
  });

  it("fetches the university again after a delete, keeping the list on screen until the new one arrives", async () => {
    const after = deferred();
    vi.mocked(fetchUniversityTree).mockResolvedValueOnce(boku).mockReturnValueOnce(after.promise);
    const { user } = renderWithProviders(<ManageList universities={universities} />);
    await user.click(opener("BOKU University, Vienna"));
    await user.click(await screen.findByRole("button", { name: "Delete Inventory" }));
    await user.click(within(screen.getByRole("group", { name: "Confirm deleting Inventory" })).getByRole("button", { name: "Yes, delete" }));
    expect(deleteUniData).toHaveBeenCalledWith({ kind: "section", universityId: "uni_boku", id: "sec_inv" });
    await waitFor(() => expect(vi.mocked(fetchUniversityTree).mock.calls).toEqual([["uni_boku"], ["uni_boku"]]));
    expect(screen.getByRole("button", { name: "Edit Goal and scope" })).toBeInTheDocument();

    await act(async () => after.resolve({ ...boku, sections: boku.sections.filter((section) => section.id !== "sec_inv") }));
    expect(screen.queryByRole("button", { name: "Delete Inventory" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Goal and scope" })).toBeInTheDocument();
    // The page's list of universities did not change: it is not reloaded.
    expect(refresh).not.toHaveBeenCalled();
  });

  it("reloads the page's list after a university itself is deleted", async () => {
    const { user } = renderWithProviders(<ManageList universities={universities} />);
    await user.click(screen.getByRole("button", { name: "Delete Lund University" }));
    await user.click(within(screen.getByRole("group", { name: "Confirm deleting Lund University" })).getByRole("button", { name: "Yes, delete" }));
    expect(deleteUniData).toHaveBeenCalledWith({ kind: "university", universityId: "uni_lund", id: "uni_lund" });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    await settle();
    expect(fetchUniversityTree).not.toHaveBeenCalled();
  });

  it("says so when there is no university yet", () => {
    renderWithProviders(<ManageList universities={[]} />);
    expect(screen.getByText("No universities yet: add one above.")).toBeInTheDocument();
  });
});
