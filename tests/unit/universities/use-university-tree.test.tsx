import { act, renderHook, waitFor } from "@testing-library/react";
import { useUniversityTree } from "@/components/universities/use-university-tree";
import type { UniversityTree } from "@/lib/types/university";
import { fetchUniversityTree } from "@/lib/api/universities";

vi.mock("@/lib/api/universities", () => ({ fetchUniversityTree: vi.fn() }));

const tree = (name: string): UniversityTree => ({ id: "uni_boku", name, shortName: "BOKU", country: "", city: "", website: "", degrees: [], courses: [], sections: [] });

function deferred() {
  let resolve: (value: UniversityTree) => void = () => {};
  const promise = new Promise<UniversityTree>((yes) => (resolve = yes));
  return { promise, resolve };
}

beforeEach(() => {
  vi.mocked(fetchUniversityTree).mockReset();
});

describe("useUniversityTree", () => {
  it("fetches again when the version goes up, showing the old tree meanwhile, and never lets an older answer replace a newer one", async () => {
    const first = deferred();
    const second = deferred();
    vi.mocked(fetchUniversityTree).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, rerender } = renderHook(({ version }) => useUniversityTree("uni_boku", version), { initialProps: { version: 0 } });
    expect(result.current).toEqual({ status: "loading", previous: undefined });
    await waitFor(() => expect(fetchUniversityTree).toHaveBeenCalledTimes(1));

    rerender({ version: 1 });
    await waitFor(() => expect(fetchUniversityTree).toHaveBeenCalledTimes(2));
    await act(async () => second.resolve(tree("After the change")));
    expect(result.current).toEqual({ status: "ready", tree: tree("After the change") });
    // The answer to the request made before the change arrives last: it is dropped.
    await act(async () => first.resolve(tree("Before the change")));
    expect(result.current).toEqual({ status: "ready", tree: tree("After the change") });

    vi.mocked(fetchUniversityTree).mockReturnValueOnce(new Promise(() => {}));
    rerender({ version: 2 });
    expect(result.current).toEqual({ status: "loading", previous: tree("After the change") });
  });

  it("asks nothing without a university, and nothing again for one already loaded at this version", async () => {
    vi.mocked(fetchUniversityTree).mockResolvedValue(tree("BOKU"));
    const { result, rerender } = renderHook(({ id }) => useUniversityTree(id), { initialProps: { id: "" } });
    expect(result.current).toEqual({ status: "none" });
    rerender({ id: "uni_boku" });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    rerender({ id: "" });
    rerender({ id: "uni_boku" });
    expect(result.current.status).toBe("ready");
    expect(fetchUniversityTree).toHaveBeenCalledTimes(1);
  });
});
