import { act, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { Toaster } from "@/components/layout/toaster";

describe("toasts", () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it("keeps at most 20 on screen, newest first", () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Message ${i}`);
    });
    expect(screen.getAllByRole("status")).toHaveLength(20);
    expect(screen.getByText("Message 25")).toBeInTheDocument();
    expect(screen.queryByText("Message 5")).not.toBeInTheDocument();
  });

  // A dismissed toast leaves the screen 1 s after its duration ends (react-hot-toast's exit animation).
  it("hides a success after 2 s, a message and an error after 4 s, and keeps loading until dismissed", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success("Saved");
      toast("Note");
      toast.error("Failed");
      toast.loading("Uploading");
    });
    act(() => vi.advanceTimersByTime(2100));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.getByText("Note")).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText("Note")).not.toBeInTheDocument();
    expect(screen.queryByText("Failed")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Uploading")).toBeInTheDocument();
  });
});
