import { screen, within } from "@testing-library/react";
import { LibraryList } from "@/components/library/library-list";
import { loadLibraryPage, type LibraryItem } from "@/lib/learning/library";
import { emptyProgress } from "@/lib/types/progress";
import { aCatalogueProduct } from "@/tests/factories/catalogue";
import { aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/learning/library", () => ({ loadLibraryPage: vi.fn() }));

const item = (id: string, fields: Partial<LibraryItem> = {}): LibraryItem => ({
  product: aCatalogueProduct(id, { title: `Course ${id}`, lectureCount: 5 }),
  source: "purchase",
  progress: undefined,
  ...fields,
});
const page = (items: LibraryItem[], next: string | null = null) => ({ items, next: next ? { value: next, id: next } : null });

const renderLibrary = () => renderWithProviders(<LibraryList />, { preloadedState: signedInAs(aSession({ uid: "uid-maya" })) });
const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;

describe("the library page", () => {
  beforeEach(() => {
    vi.mocked(loadLibraryPage).mockReset();
  });

  it("shows each item with its type, source and progress, and whether to start or continue", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValue(
      page([
        item("lca", { progress: { ...emptyProgress("lca"), completed: ["a", "b"], lastLectureId: "b" } }),
        item("soil", { source: "grant", product: aCatalogueProduct("soil", { title: "Course soil", type: "documents", lectureCount: 4 }) }),
        item("free", { source: "free" }),
      ]),
    );
    renderLibrary();
    expect(await screen.findByRole("heading", { name: "Course lca" })).toBeInTheDocument();
    expect(loadLibraryPage).toHaveBeenCalledWith("uid-maya", { sort: "purchased", search: "", after: null });
    expect(within(card("Course lca")).getByText("40% complete")).toBeInTheDocument();
    expect(within(card("Course lca")).getByRole("progressbar", { name: "Progress in Course lca" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(card("Course lca")).getByRole("link", { name: "Continue Course lca" })).toHaveAttribute("href", "/library/lca");
    expect(card("Course soil")).toHaveTextContent("Document · Granted by an admin");
    expect(within(card("Course soil")).getByRole("link", { name: "Start Course soil" })).toBeInTheDocument();
    expect(card("Course free")).toHaveTextContent("Video course · Free");
    expect(within(card("Course free")).getByText("0% complete")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("counts the lectures done and links the certificate of a finished course", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValue(
      page([
        item("lca", { progress: { ...emptyProgress("lca"), completed: ["a", "b", "c", "d", "e"] }, certificateId: "AbCdEfGhIjKlMnOpQrSt" }),
        item("soil", { progress: { ...emptyProgress("soil"), completed: ["a", "b"] } }),
      ]),
    );
    renderLibrary();
    expect(await screen.findByRole("heading", { name: "Course lca" })).toBeInTheDocument();
    expect(card("Course lca")).toHaveTextContent("5 of 5 lectures");
    expect(within(card("Course lca")).getByRole("link", { name: "Certificate for Course lca" })).toHaveAttribute("href", "/certificates/AbCdEfGhIjKlMnOpQrSt");
    expect(card("Course soil")).toHaveTextContent("2 of 5 lectures");
    expect(within(card("Course soil")).queryByRole("link", { name: /Certificate/ })).not.toBeInTheDocument();
  });

  it("says so when the library is empty and points to the catalogue", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValue(page([]));
    renderLibrary();
    expect(await screen.findByText("Your library is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  });

  it("reports a failed load and loads again on Retry", async () => {
    vi.mocked(loadLibraryPage).mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(page([item("lca")]));
    const { user } = renderLibrary();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your library…");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your library could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Course lca" })).toBeInTheDocument();
    expect(loadLibraryPage).toHaveBeenCalledTimes(2);
  });

  it("appends the next page on Show more, announces it and moves focus to the first new course", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValueOnce(page([item("a"), item("b")], "b")).mockResolvedValueOnce(page([item("c")]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("heading", { name: "Course c" })).toBeInTheDocument();
    expect(loadLibraryPage).toHaveBeenLastCalledWith("uid-maya", { sort: "purchased", search: "", after: { value: "b", id: "b" } });
    expect(within(screen.getByRole("list", { name: "Your courses" })).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Course a", "Course b", "Course c"]);
    expect(screen.getByText("3 courses shown, 1 new.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Course c" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("keeps what is shown when the next page fails, and Retry asks for that page again", async () => {
    vi.mocked(loadLibraryPage)
      .mockResolvedValueOnce(page([item("a")], "a"))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(page([item("b")]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More courses could not be loaded.");
    expect(screen.getByRole("heading", { name: "Course a" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Course b" })).toBeInTheDocument();
    expect(vi.mocked(loadLibraryPage).mock.calls.map(([, query]) => query.after)).toEqual([null, { value: "a", id: "a" }, { value: "a", id: "a" }]);
  });

  it("searches by title and sorts, starting again from the first page", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValueOnce(page([item("a")])).mockResolvedValueOnce(page([])).mockResolvedValueOnce(page([item("a")]));
    const { user } = renderLibrary();
    await screen.findByRole("heading", { name: "Course a" });
    await user.type(screen.getByRole("searchbox", { name: "Search your library" }), "climate");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No course in your library matches “climate”.")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Title");
    expect(await screen.findByRole("heading", { name: "Course a" })).toBeInTheDocument();
    expect(vi.mocked(loadLibraryPage).mock.calls.map(([, query]) => query)).toEqual([
      { sort: "purchased", search: "", after: null },
      { sort: "purchased", search: "climate", after: null },
      { sort: "title", search: "climate", after: null },
    ]);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Title");
  });

  it("offers Show more when a searched page matched nothing but more pages follow", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValueOnce(page([item("a")])).mockResolvedValueOnce(page([], "x")).mockResolvedValueOnce(page([item("b")]));
    const { user } = renderLibrary();
    await screen.findByRole("heading", { name: "Course a" });
    await user.type(screen.getByRole("searchbox", { name: "Search your library" }), "urban climate");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("heading", { name: "Course b" })).toBeInTheDocument();
    expect(screen.queryByText(/No course in your library matches/)).toBeNull();
  });

  it("keeps the sort when another order lists nothing, pointing to purchase date", async () => {
    vi.mocked(loadLibraryPage).mockResolvedValueOnce(page([item("a")])).mockResolvedValueOnce(page([]));
    const { user } = renderLibrary();
    await screen.findByRole("heading", { name: "Course a" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Recently opened");
    expect(await screen.findByText("No course to list in this order yet. Sort by purchase date to see all of them.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
  });
});
