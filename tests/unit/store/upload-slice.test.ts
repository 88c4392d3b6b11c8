import { makeStore } from "@/store";
import { selectUploadProgress, selectUploading, uploadEnded, uploadProgressed, uploadStarted } from "@/store/upload-slice";

describe("upload slice", () => {
  it("is false by default and true only while an upload runs", () => {
    const store = makeStore();
    expect(selectUploading(store.getState())).toBe(false);
    store.dispatch(uploadStarted());
    expect(selectUploading(store.getState())).toBe(true);
    store.dispatch(uploadEnded());
    expect(selectUploading(store.getState())).toBe(false);
  });

  it("keeps progress within 0 to 100 and restarts it with each upload", () => {
    const store = makeStore();
    store.dispatch(uploadStarted());
    store.dispatch(uploadProgressed(42.5));
    expect(selectUploadProgress(store.getState())).toBe(42.5);
    store.dispatch(uploadProgressed(130));
    expect(selectUploadProgress(store.getState())).toBe(100);
    store.dispatch(uploadProgressed(-3));
    expect(selectUploadProgress(store.getState())).toBe(0);
    store.dispatch(uploadProgressed(60));
    store.dispatch(uploadStarted());
    expect(selectUploadProgress(store.getState())).toBe(0);
  });

  it("holds only serializable values", () => {
    const store = makeStore();
    store.dispatch(uploadStarted());
    expect(JSON.parse(JSON.stringify(store.getState().upload))).toEqual(store.getState().upload);
  });
});
