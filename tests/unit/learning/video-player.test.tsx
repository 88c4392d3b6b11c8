import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { VideoPlayer } from "@/components/learning/video-player";
import { fakeTextTracks, type FakeTrack } from "./text-tracks";

const TRACKS = [
  { language: "en", label: "English", path: "demo/en.vtt", src: "/api/media/p/l?kind=captions&path=en" },
  { language: "de", label: "Deutsch", path: "demo/de.vtt", src: "/api/media/p/l?kind=captions&path=de" },
];

beforeAll(fakeTextTracks);
const modes = (video: HTMLVideoElement) => Array.from(video.textTracks as unknown as ArrayLike<FakeTrack>).map((track) => `${track.language}:${track.mode}`);

// jsdom does not play media: the test plays the browser's part, moving the clock and the
// element's time and firing the events a real <video> fires.
function renderPlayer({ startAt = 0, expiresAt = "2999-01-01T00:00:00.000Z", captionLanguage = null as string | null } = {}) {
  const handlers = { onPosition: vi.fn(), onEnded: vi.fn(), onExpired: vi.fn(), onRetry: vi.fn(), onCaptionLanguage: vi.fn(), onTime: vi.fn() };
  const videoRef = createRef<HTMLVideoElement>();
  const player = (language: string | null) => (
    <VideoPlayer
      src="/api/media/p/l?exp=1&sig=s"
      title="Allocation choices"
      startAt={startAt}
      expiresAt={expiresAt}
      videoRef={videoRef}
      tracks={TRACKS}
      captionLanguage={language}
      {...handlers}
    />
  );
  const view = render(player(captionLanguage));
  const video = view.container.querySelector("video")!;
  const state = { currentTime: 0, paused: true, duration: 20 };
  Object.defineProperty(video, "currentTime", { get: () => state.currentTime, set: (value: number) => (state.currentTime = value) });
  Object.defineProperty(video, "paused", { get: () => state.paused });
  Object.defineProperty(video, "duration", { get: () => state.duration });
  return { ...view, ...handlers, video, state, showCaptions: (language: string | null) => view.rerender(player(language)) };
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

  it("shows the chosen captions track and no other", () => {
    const { video, showCaptions } = renderPlayer({ captionLanguage: "en" });
    expect(modes(video)).toEqual(["en:showing", "de:disabled"]);
    showCaptions("de");
    expect(modes(video)).toEqual(["en:disabled", "de:showing"]);
    showCaptions(null);
    expect(modes(video)).toEqual(["en:disabled", "de:disabled"]);
  });

  it("has a captions track per language, and a captions menu with Off and each language", () => {
    const { container, onCaptionLanguage } = renderPlayer({ captionLanguage: "en" });
    const tracks = [...container.querySelectorAll("video > track")].map((track) => [track.getAttribute("kind"), track.getAttribute("srclang"), track.getAttribute("label"), track.getAttribute("src")]);
    expect(tracks).toEqual(TRACKS.map((track) => ["captions", track.language, track.label, track.src]));
    const menu = screen.getByRole("combobox", { name: "Captions" });
    expect(menu).toHaveValue("en");
    expect([...(menu as HTMLSelectElement).options].map((option) => option.text)).toEqual(["Off", "English", "Deutsch"]);
    fireEvent.change(menu, { target: { value: "de" } });
    expect(onCaptionLanguage).toHaveBeenLastCalledWith("de");
    fireEvent.change(menu, { target: { value: "" } });
    expect(onCaptionLanguage).toHaveBeenLastCalledWith(null);
  });

  it("names every control, and the seek slider says the time in minutes and seconds", () => {
    const { video, state } = renderPlayer();
    state.currentTime = 65;
    state.duration = 130;
    fireEvent.durationChange(video);
    const group = screen.getByRole("group", { name: "Video controls: Allocation choices" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", "1:05 of 2:10");
    for (const name of ["Play", "Mute", "Full screen"]) expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Speed" })).toHaveValue("1");
    fireEvent.change(screen.getByRole("slider", { name: "Seek" }), { target: { value: "30" } });
    expect(state.currentTime).toBe(30);
  });

  it("plays from its Play button, which then offers Pause", () => {
    const { video, state } = renderPlayer();
    const play = vi.fn(async () => {
      state.paused = false;
      fireEvent.play(video);
    });
    video.play = play;
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  });

  it("changes the speed", () => {
    const { video } = renderPlayer();
    fireEvent.change(screen.getByRole("combobox", { name: "Speed" }), { target: { value: "1.5" } });
    expect(video.playbackRate).toBe(1.5);
  });
});
