import { fireEvent, render, screen } from "@testing-library/react";
import { VideoPlayer } from "@/components/learning/video-player";

// jsdom does not play media: the test plays the browser's part, moving the clock and the
// element's time and firing the events a real <video> fires.
function renderPlayer({ startAt = 0, expiresAt = "2999-01-01T00:00:00.000Z" } = {}) {
  const handlers = { onPosition: vi.fn(), onEnded: vi.fn(), onExpired: vi.fn(), onRetry: vi.fn() };
  const view = render(<VideoPlayer src="/api/media/p/l?exp=1&sig=s" title="Allocation choices" startAt={startAt} expiresAt={expiresAt} {...handlers} />);
  const video = view.container.querySelector("video")!;
  const state = { currentTime: 0, paused: true, duration: 20 };
  Object.defineProperty(video, "currentTime", { get: () => state.currentTime, set: (value: number) => (state.currentTime = value) });
  Object.defineProperty(video, "paused", { get: () => state.paused });
  Object.defineProperty(video, "duration", { get: () => state.duration });
  return { ...view, ...handlers, video, state };
}

describe("the video player", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-11-01T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts where the learner stopped last time", () => {
    const { video, state } = renderPlayer({ startAt: 12.5 });
    fireEvent.loadedMetadata(video);
    expect(state.currentTime).toBe(12.5);
  });

  it("starts from the beginning when it was watched to the end", () => {
    const { video, state } = renderPlayer({ startAt: 19.5 });
    fireEvent.loadedMetadata(video);
    expect(state.currentTime).toBe(0);
  });

  it("saves the position about every 10 seconds while playing, and on pause", () => {
    const { video, state, onPosition } = renderPlayer();
    fireEvent.loadedMetadata(video);
    state.paused = false;
    state.currentTime = 4;
    vi.advanceTimersByTime(4_000);
    fireEvent.timeUpdate(video);
    expect(onPosition).not.toHaveBeenCalled();
    state.currentTime = 10;
    vi.advanceTimersByTime(6_000);
    fireEvent.timeUpdate(video);
    expect(onPosition).toHaveBeenLastCalledWith(10);
    state.currentTime = 13.2;
    state.paused = true;
    fireEvent.pause(video);
    expect(onPosition).toHaveBeenLastCalledWith(13.2);
    expect(onPosition).toHaveBeenCalledTimes(2);
  });

  it("saves when the page is hidden or left, and when the lecture closes, but never the same second twice", () => {
    const { video, state, onPosition, unmount } = renderPlayer();
    fireEvent.loadedMetadata(video);
    state.currentTime = 7;
    fireEvent(window, new Event("pagehide"));
    expect(onPosition).toHaveBeenLastCalledWith(7);
    fireEvent(window, new Event("pagehide"));
    expect(onPosition).toHaveBeenCalledTimes(1);
    state.currentTime = 9;
    unmount();
    expect(onPosition).toHaveBeenLastCalledWith(9);
  });

  it("reports the end, after saving the final position", () => {
    const { video, state, onPosition, onEnded } = renderPlayer();
    fireEvent.loadedMetadata(video);
    state.currentTime = 20;
    fireEvent.ended(video);
    expect(onPosition).toHaveBeenLastCalledWith(20);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it("asks for a new URL when the old one has expired, and explains other failures", async () => {
    const expired = renderPlayer({ expiresAt: "2025-11-01T10:00:10Z" });
    fireEvent.error(expired.video);
    expect(expired.onExpired).toHaveBeenCalledTimes(1);
    expired.unmount();

    const broken = renderPlayer();
    fireEvent.error(broken.video);
    expect(broken.onExpired).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("The video could not be played.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(broken.onRetry).toHaveBeenCalledTimes(1);
  });
});
