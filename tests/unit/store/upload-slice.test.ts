import { makeStore } from "@/store";
import { selectUploading, uploadEnded, uploadProgressed, uploadStarted } from "@/store/upload-slice";

describe("upload slice", () => {
  it("is false by default and true only while an upload runs", () => {
    const store = makeStore();
    expect(selectUploading(store.getState())).toBe(false);
    const token = "u1";
    store.dispatch(uploadStarted(token));
    expect(selectUploading(store.getState())).toBe(true);
    store.dispatch(uploadEnded(token));
    expect(selectUploading(store.getState())).toBe(false);
  });

  it("stays true until every upload in flight has ended, whichever finishes first", () => {
    const store = makeStore();
    const video = store.dispatch(uploadStarted("video")).payload;
    const image = store.dispatch(uploadStarted("image")).payload;
    expect(video).not.toBe(image);
    store.dispatch(uploadEnded(image));
    expect(selectUploading(store.getState())).toBe(true);
    // An upload that reports its end twice does not end another one.
    store.dispatch(uploadEnded(image));
    expect(selectUploading(store.getState())).toBe(true);
    store.dispatch(uploadEnded(video));
    expect(selectUploading(store.getState())).toBe(false);
    expect(store.getState().upload.inFlight).toEqual([]);
  });

  it("keeps progress within 0 to 100 and restarts it with each upload", () => {
    const store = makeStore();
    store.dispatch(uploadStarted("u"));
    store.dispatch(uploadProgressed(42.5));
    expect(store.getState().upload.progress).toBe(42.5);
    store.dispatch(uploadProgressed(130));
    expect(store.getState().upload.progress).toBe(100);
    store.dispatch(uploadProgressed(-3));
    expect(store.getState().upload.progress).toBe(0);
    store.dispatch(uploadProgressed(60));
    store.dispatch(uploadStarted("u"));
    expect(store.getState().upload.progress).toBe(0);
  });

  it("holds only serializable values", () => {
    const store = makeStore();
    store.dispatch(uploadStarted("u"));
    expect(JSON.parse(JSON.stringify(store.getState().upload))).toEqual(store.getState().upload);
  });
});
