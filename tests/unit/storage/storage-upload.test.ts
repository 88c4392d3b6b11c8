import { startUpload, toUploadError, UploadError } from "@/lib/storage/upload";

type Listener = (snapshot: { bytesTransferred: number; totalBytes: number }) => void;
const task = {
  listener: undefined as Listener | undefined,
  resolve: undefined as ((value: unknown) => void) | undefined,
  reject: undefined as ((error: unknown) => void) | undefined,
  on: vi.fn((_event: string, listener: Listener) => {
    task.listener = listener;
  }),
  cancel: vi.fn(() => task.reject?.({ code: "storage/canceled" })),
  pause: vi.fn(),
  resume: vi.fn(),
  then: undefined as unknown,
};

vi.mock("@/lib/firebase/client", () => ({ getClientStorage: vi.fn(async () => ({ storage: true })) }));
vi.mock("firebase/storage", () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  getDownloadURL: vi.fn(async (ref: { fullPath: string }) => `http://download/${ref.fullPath}?token=t`),
  uploadBytesResumable: vi.fn(() => {
    const promise = new Promise((resolve, reject) => {
      task.resolve = resolve;
      task.reject = reject;
    });
    task.then = promise.then.bind(promise);
    return task;
  }),
}));

const file = new File([new Uint8Array(10)], "intro.mp4", { type: "video/mp4" });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startUpload", () => {
  it("reports progress in percent and resolves with path, size and type, and a download URL only for a public file", async () => {
    const progress: number[] = [];
    const handle = startUpload("products/p1/preview/trailer.mp4", file, { onProgress: (pct) => progress.push(pct), publicUrl: true });
    await settle();
    task.listener?.({ bytesTransferred: 5, totalBytes: 10 });
    task.resolve?.({ ref: { fullPath: "products/p1/preview/trailer.mp4" }, metadata: { size: 10, contentType: "video/mp4" } });
    await expect(handle.done).resolves.toEqual({
      path: "products/p1/preview/trailer.mp4",
      downloadUrl: "http://download/products/p1/preview/trailer.mp4?token=t",
      size: 10,
      contentType: "video/mp4",
    });
    expect(progress).toEqual([50]);
  });

  it("asks for no download URL for a lecture file, whose URL would open paid media for anyone", async () => {
    const handle = startUpload("products/p1/lectures/l1/intro.mp4", file);
    await settle();
    task.resolve?.({ ref: { fullPath: "products/p1/lectures/l1/intro.mp4" }, metadata: { size: 10, contentType: "video/mp4" } });
    await expect(handle.done).resolves.toMatchObject({ path: "products/p1/lectures/l1/intro.mp4", downloadUrl: "" });
  });

  it("turns a cancel into a readable, retryable UploadError", async () => {
    const handle = startUpload("products/p1/lectures/l1/intro.mp4", file);
    await settle();
    handle.cancel();
    await expect(handle.done).rejects.toMatchObject({ code: "storage/canceled", message: "Upload cancelled.", retryable: true });
  });

  it("cancels before the SDK has even loaded", async () => {
    const handle = startUpload("products/p1/lectures/l1/intro.mp4", file);
    handle.cancel();
    await expect(handle.done).rejects.toBeInstanceOf(UploadError);
  });
});

describe("toUploadError", () => {
  it("explains refusals without offering a retry, and network trouble with one", () => {
    expect(toUploadError({ code: "storage/unauthorized" })).toMatchObject({ retryable: false, message: expect.stringContaining("not allowed") });
    expect(toUploadError({ code: "storage/quota-exceeded" })).toMatchObject({ retryable: false });
    expect(toUploadError({ code: "storage/retry-limit-exceeded" })).toMatchObject({ retryable: true, message: expect.stringContaining("retry") });
    expect(toUploadError(new Error("boom"))).toMatchObject({ code: "storage/unknown", retryable: true });
  });
});
