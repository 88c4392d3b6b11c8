import { act, screen, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { Toaster } from "@/components/layout/toaster";
import { VideoLecture } from "@/components/learning/video-lecture";
import { updateUserSettings } from "@/lib/db/user-settings";
import { requestCaptionsUrl, requestMediaUrl } from "@/lib/api/learning";
import type { Lecture } from "@/lib/types/product";
import { DEFAULT_USER_SETTINGS } from "@/lib/types/user";
import { aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";
import { fakeTextTracks } from "./text-tracks";

vi.mock("@/lib/api/learning", () => ({ requestMediaUrl: vi.fn(), requestCaptionsUrl: vi.fn() }));
vi.mock("@/lib/db/user-settings", () => ({ updateUserSettings: vi.fn() }));

const VTT = "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to the lecture.\n\n00:04.000 --> 00:09.000\nThe functional unit makes products comparable.\n";
const lecture: Lecture = {
  id: "lec_1",
  sectionId: "s1",
  title: "Functional units",
  order: 1,
  duration: 9,
  type: "video",
  preview: false,
  captions: [{ language: "en", label: "English", path: "demo/en.vtt" }],
};
const resources = [{ title: "European Platform on LCA", url: "https://eplca.jrc.ec.europa.eu/" }];

function renderLecture(lowDataMode: boolean | null) {
  const record = lowDataMode === null ? null : aUserRecord({ settings: { ...DEFAULT_USER_SETTINGS, lowDataMode } });
  const onPosition = vi.fn();
  const view = renderWithProviders(
    <>
      <VideoLecture productId="prod_1" lecture={lecture} position={undefined} resources={resources} onPosition={onPosition} onEnded={vi.fn()} />
      <Toaster />
    </>,
    { preloadedState: signedInAs(aSession(), record) },
  );
  return { ...view, onPosition };
}

beforeAll(() => {
  fakeTextTracks();
  // media-captions builds its cues on the browser's VTTCue, which every browser has and jsdom lacks.
  window.VTTCue ??= class {
    constructor(
      public startTime: number,
      public endTime: number,
      public text: string,
    ) {}
  } as unknown as typeof VTTCue;
});
// The player and transcript are imported on demand, which takes a moment in jsdom.
const LOADED = { timeout: 8000 };

describe("a video lecture in low-data mode", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(requestMediaUrl).mockReset().mockResolvedValue({ url: "/api/media/prod_1/lec_1?kind=video&sig=s", kind: "video", expiresAt: "2999-01-01T00:00:00.000Z" });
    vi.mocked(requestCaptionsUrl).mockReset().mockResolvedValue({ url: "/api/media/prod_1/lec_1?kind=captions&sig=s", expiresAt: "" });
    vi.mocked(updateUserSettings).mockReset().mockResolvedValue();
    vi.stubGlobal("fetch", vi.fn(async () => new Response(VTT, { headers: { "Content-Type": "text/vtt" } })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => toast.remove());
  });

  it("asks for no video until the learner loads it, and shows the transcript and resources meanwhile", async () => {
    const { user, container, onPosition } = renderLecture(true);
    expect(await screen.findByRole("button", { name: /The functional unit makes products comparable/ }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "European Platform on LCA" })).toHaveAttribute("href", "https://eplca.jrc.ec.europa.eu/");
    expect(requestCaptionsUrl).toHaveBeenCalledWith("prod_1", "lec_1", "demo/en.vtt");
    expect(requestMediaUrl).not.toHaveBeenCalled();
    expect(container.querySelector("video")).toBeNull();

    // A cue chosen now is where the video will start.
    await user.click(screen.getByRole("button", { name: /The functional unit/ }));
    expect(onPosition).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole("button", { name: /The functional unit/ })).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("button", { name: "Load video" }));
    expect(requestMediaUrl).toHaveBeenCalledWith("prod_1", "lec_1");
    expect(await screen.findByRole("button", { name: "Play" }, LOADED)).toHaveFocus();
    expect(container.querySelector("video")).toHaveAttribute("src", "/api/media/prod_1/lec_1?kind=video&sig=s");
  });

  it("waits for the user's settings before asking for the video", () => {
    const { container } = renderLecture(null);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the lecture…");
    expect(requestMediaUrl).not.toHaveBeenCalled();
    expect(container.querySelector("video")).toBeNull();
  });

  it("is switched on from the lecture, saved as the user's setting, and switched back when the save fails", async () => {
    const { user, store, container } = renderLecture(false);
    expect(await screen.findByRole("button", { name: "Play" }, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: /Low-data mode/ }));
    expect(updateUserSettings).toHaveBeenCalledWith("uid-ada", { ...DEFAULT_USER_SETTINGS, lowDataMode: true });
    expect(store.getState().user.record?.settings.lowDataMode).toBe(true);
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("button", { name: "Load video" })).toBeInTheDocument();

    vi.mocked(updateUserSettings).mockRejectedValue(new Error("offline"));
    await user.click(screen.getByRole("switch", { name: /Low-data mode/ }));
    expect(await screen.findByText("Low-data mode could not be saved. Check your connection and try again.")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /Low-data mode/ })).toBeChecked();
    expect(within(container).queryByRole("button", { name: "Play" })).toBeNull();
  });

  it("searches the transcript and announces the number of matches", async () => {
    const { user } = renderLecture(true);
    const search = await screen.findByRole("searchbox", { name: "Search the transcript" }, LOADED);
    await user.type(search, "unit");
    expect(screen.getByText("1 match")).toBeInTheDocument();
    const matches = screen.getByRole("list", { name: "Matches" });
    expect(within(matches).getAllByRole("button").map((button) => button.textContent)).toEqual(["0:04The functional unit makes products comparable."]);
    await user.clear(search);
    await user.type(search, "zebra");
    expect(screen.getByText("No matches")).toBeInTheDocument();
  });
});
