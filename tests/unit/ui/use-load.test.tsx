import { act, renderHook, waitFor } from "@testing-library/react";
import { useLoad, type Loader } from "@/components/ui/use-load";

/** A load whose answer the test gives when it likes, and the signal it was run with. */
function deferred<T>() {
  const runs: { signal: AbortSignal; answer: (value: T) => void; fail: (error: unknown) => void }[] = [];
  const load: Loader<T> = (signal) =>
    new Promise<T>((answer, fail) => {
      runs.push({ signal, answer, fail });
    });
  return { load, runs };
}

describe("useLoad", () => {
  it("shows loading, then the answer", async () => {
    const { load, runs } = deferred<string>();
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ status: "loading" });
    await act(async () => runs[0]!.answer("figures"));
    expect(result.current.state).toEqual({ status: "ready", value: "figures" });
  });

  it("never lets a slow answer for an earlier choice replace the answer for the latest", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load: first.load } });
    rerender({ load: second.load });
    expect(first.runs[0]!.signal.aborted).toBe(true);
    await act(async () => second.runs[0]!.answer("last 7 days"));
    await act(async () => first.runs[0]!.answer("last 30 days"));
    expect(result.current.state).toEqual({ status: "ready", value: "last 7 days" });
  });

  it("shows loading for a new choice until its own answer comes", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load: first.load } });
    await act(async () => first.runs[0]!.answer("old"));
    rerender({ load: second.load });
    expect(result.current.state).toEqual({ status: "loading" });
  });

  it("reports a failure with what was thrown, and Retry loads again", async () => {
    const { load, runs } = deferred<string>();
    const { result } = renderHook(() => useLoad(load));
    const refusal = new Error("permission-denied");
    await act(async () => runs[0]!.fail(refusal));
    expect(result.current.state).toEqual({ status: "failed", error: refusal });
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: "loading" });
    await waitFor(() => expect(runs).toHaveLength(2));
    await act(async () => runs[1]!.answer("after retry"));
    expect(result.current.state).toEqual({ status: "ready", value: "after retry" });
  });

  it("drops the answer of a load abandoned by a reload", async () => {
    const { load, runs } = deferred<string>();
    const { result } = renderHook(() => useLoad(load));
    act(() => result.current.reload());
    await waitFor(() => expect(runs).toHaveLength(2));
    await act(async () => runs[1]!.answer("fresh"));
    await act(async () => runs[0]!.answer("stale"));
    expect(result.current.state).toEqual({ status: "ready", value: "fresh" });
  });

  it("keeps the value shown while it refreshes, then shows the new one", async () => {
    const { load, runs } = deferred<number>();
    const { result } = renderHook(() => useLoad(load));
    await act(async () => runs[0]!.answer(10));
    let refreshed: Promise<void> | undefined;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current.state).toEqual({ status: "ready", value: 10 });
    await act(async () => {
      runs[1]!.answer(0);
      await refreshed;
    });
    expect(result.current.state).toEqual({ status: "ready", value: 0 });
  });

  it("waits while there is nothing to load yet, and never runs after unmount", async () => {
    const { load, runs } = deferred<string>();
    const { result, rerender, unmount } = renderHook(({ load }) => useLoad(load), { initialProps: { load: null as Loader<string> | null } });
    expect(result.current.state).toEqual({ status: "loading" });
    expect(runs).toHaveLength(0);
    rerender({ load });
    expect(runs).toHaveLength(1);
    unmount();
    expect(runs[0]!.signal.aborted).toBe(true);
  });

  it("applies a local edit to the value shown", async () => {
    const { load, runs } = deferred<string[]>();
    const { result } = renderHook(() => useLoad(load));
    await act(async () => runs[0]!.answer(["a"]));
    act(() => result.current.update((items) => [...items, "b"]));
    expect(result.current.state).toEqual({ status: "ready", value: ["a", "b"] });
  });
});
