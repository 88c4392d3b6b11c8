import { screen, within } from "@testing-library/react";
import { LibraryList } from "@/components/library/library-list";
import { loadLibrary, type LibraryItem } from "@/lib/learning/library";
import { emptyProgress } from "@/lib/types/progress";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/learning/library", () => ({ loadLibrary: vi.fn() }));

const item = (id: string, fields: Partial<LibraryItem> = {}): LibraryItem => ({
  product: aCatalogueProduct(id, { title: `Course ${id}`, lectureCount: 5 }),
  source: "purchase",
  progress: undefined,
  ...fields,
});

const renderLibrary = () => renderWithProviders(<LibraryList />, { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) });
const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;

describe("the library page", () => {
  beforeEach(() => {
    vi.mocked(loadLibrary).mockReset();
  });

  it("shows each item with its type, source and progress, and whether to start or continue", async () => {
    vi.mocked(loadLibrary).mockResolvedValue([
      item("lca", { progress: { ...emptyProgress("lca"), completed: ["a", "b"], lastLectureId: "b" } }),
      item("soil", { source: "grant", product: aCatalogueProduct("soil", { title: "Course soil", type: "documents", lectureCount: 4 }) }),
      item("free", { source: "free" }),
    ]);
    renderLibrary();
    expect(await screen.findByRole("heading", { name: "Course lca" })).toBeInTheDocument();
    expect(loadLibrary).toHaveBeenCalledWith("uid-maya");
    expect(within(card("Course lca")).getByText("40% complete")).toBeInTheDocument();
    expect(within(card("Course lca")).getByRole("progressbar", { name: "Progress in Course lca" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(card("Course lca")).getByRole("link", { name: "Continue Course lca" })).toHaveAttribute("href", "/library/lca");
    expect(card("Course soil")).toHaveTextContent("Document · Granted by an admin");
    expect(within(card("Course soil")).getByRole("link", { name: "Start Course soil" })).toBeInTheDocument();
    expect(card("Course free")).toHaveTextContent("Video course · Free");
    expect(within(card("Course free")).getByText("0% complete")).toBeInTheDocument();
  });

  it("says so when the library is empty and points to the catalogue", async () => {
    vi.mocked(loadLibrary).mockResolvedValue([]);
    renderLibrary();
    expect(await screen.findByText("Your library is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  });

  it("reports a failed load and loads again on Retry", async () => {
    vi.mocked(loadLibrary).mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce([item("lca")]);
    const { user } = renderLibrary();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your library…");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your library could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Course lca" })).toBeInTheDocument();
    expect(loadLibrary).toHaveBeenCalledTimes(2);
  });
});
