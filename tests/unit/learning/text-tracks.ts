/** jsdom has no text tracks: every video gets a list with an English and a German track, as Chromium builds it from <track> elements. */
export type FakeTrack = { language: string; mode: TextTrackMode };

export function fakeTextTracks() {
  Object.defineProperty(HTMLMediaElement.prototype, "textTracks", {
    configurable: true,
    get(this: HTMLMediaElement & { fakeTracks?: EventTarget }) {
      this.fakeTracks ??= Object.assign(new EventTarget(), { length: 2, 0: { language: "en", mode: "disabled" }, 1: { language: "de", mode: "disabled" } });
      return this.fakeTracks;
    },
  });
}
