import { act, screen, waitFor } from "@testing-library/react";
import { FileUpload } from "@/components/creator/file-upload";
import { startUpload, UploadError, type UploadResult } from "@/lib/storage/upload";
import { renderWithProviders } from "../render";

vi.mock("@/lib/storage/upload", async () => {
  const actual = await vi.importActual<typeof import("@/lib/storage/upload")>("@/lib/storage/upload");
  return { UploadError: actual.UploadError, startUpload: vi.fn() };
});

/** A controllable upload: report progress, finish or fail it from the test. */
function fakeUpload() {
  let resolve!: (result: UploadResult) => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<UploadResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  let progress: (percent: number) => void = () => {};
  const handle = { done, cancel: vi.fn(() => reject(new UploadError("storage/canceled", "Upload cancelled.", true))), pause: vi.fn(), resume: vi.fn() };
  vi.mocked(startUpload).mockImplementationOnce((_path, _file, options) => {
    progress = options?.onProgress ?? progress;
    return handle;
  });
  return { handle, resolve, reject, progress: (percent: number) => act(() => progress(percent)) };
}

// A real PDF's first bytes: the uploader checks them before it sends anything.
const pdf = (size = 2048) => new File([new TextEncoder().encode("%PDF-1.7\n"), new Uint8Array(size - 9)], "week-1.pdf", { type: "application/pdf" });

function renderUpload(onUploaded = vi.fn()) {
  const view = renderWithProviders(
    <FileUpload label="Lecture document" kind="document" path={(file) => `products/p1/lectures/l1/${file.name}`} onUploaded={onUploaded} />,
  );
  return { ...view, onUploaded, input: screen.getByLabelText("Lecture document") };
}

beforeEach(() => vi.mocked(startUpload).mockReset());

describe("FileUpload", () => {
  it("uploads a valid file to the path it builds, shows progress and reports the result", async () => {
    const upload = fakeUpload();
    const { user, input, onUploaded, store } = renderUpload();
    await user.upload(input, pdf());
    // A lecture file is never given a download URL: that URL would open paid media for anyone.
    await waitFor(() => expect(startUpload).toHaveBeenCalledWith("products/p1/lectures/l1/week-1.pdf", expect.any(File), expect.objectContaining({ publicUrl: false })));
    expect(store.getState().upload.uploading).toBe(true);
    upload.progress(40);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("status")).toHaveTextContent("Uploading week-1.pdf: 40%");
    const result = { path: "products/p1/lectures/l1/week-1.pdf", downloadUrl: "http://x/y", size: 2048, contentType: "application/pdf" };
    await act(async () => upload.resolve(result));
    expect(onUploaded).toHaveBeenCalledWith(result, expect.any(File));
    expect(screen.getByRole("status")).toHaveTextContent("week-1.pdf uploaded.");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(store.getState().upload.uploading).toBe(false);
  });

  it("says 'uploaded' only once the file is attached, and keeps the leave warning's flag until then", async () => {
    const upload = fakeUpload();
    let attached!: () => void;
    const onUploaded = vi.fn(() => new Promise<void>((resolve) => (attached = resolve)));
    const { user, input, store } = renderUpload(onUploaded);
    await user.upload(input, pdf());
    await waitFor(() => expect(startUpload).toHaveBeenCalled());
    await act(async () => upload.resolve({ path: "p", downloadUrl: "http://x/y", size: 2048, contentType: "application/pdf" }));
    expect(onUploaded).toHaveBeenCalled();
    expect(screen.getByRole("status")).not.toHaveTextContent("uploaded.");
    expect(store.getState().upload.uploading).toBe(true);
    await act(async () => attached());
    expect(screen.getByRole("status")).toHaveTextContent("week-1.pdf uploaded.");
    expect(store.getState().upload.uploading).toBe(false);
  });

  it("keeps the leave warning's flag while a second upload still runs after the first finished", async () => {
    const video = fakeUpload();
    const image = fakeUpload();
    const { user, store } = renderWithProviders(
      <>
        <FileUpload label="Lecture document" kind="document" path={(file) => `products/p1/lectures/l1/${file.name}`} onUploaded={vi.fn()} />
        <FileUpload label="Second document" kind="document" path={(file) => `products/p1/lectures/l2/${file.name}`} onUploaded={vi.fn()} />
      </>,
    );
    await user.upload(screen.getByLabelText("Lecture document"), pdf(4096));
    await user.upload(screen.getByLabelText("Second document"), pdf());
    await waitFor(() => expect(startUpload).toHaveBeenCalledTimes(2));
    await act(async () => image.resolve({ path: "p2", downloadUrl: "http://x/2", size: 2048, contentType: "application/pdf" }));
    expect(store.getState().upload.uploading).toBe(true);
    await act(async () => video.reject(new UploadError("storage/canceled", "Upload cancelled.", true)));
    expect(store.getState().upload.uploading).toBe(false);
  });

  it("refuses a renamed file whose content is not a PDF, saying so, without uploading", async () => {
    const { user, input } = renderUpload();
    await user.upload(input, new File(["just some notes"], "notes.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This file is not a real PDF document: its content does not match its type.");
    expect(startUpload).not.toHaveBeenCalled();
  });

  it("refuses a file of the wrong type without uploading", async () => {
    const { user, input } = renderUpload();
    // applyAccept off: a drop or a picker without filtering can still hand over any file.
    await user.setup({ applyAccept: false }).upload(input, new File(["x"], "notes.docx", { type: "application/msword" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only PDF documents can be uploaded.");
    expect(startUpload).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("cancels a running upload and offers to retry it", async () => {
    const first = fakeUpload();
    const { user, input, store } = renderUpload();
    await user.upload(input, pdf());
    await user.click(await screen.findByRole("button", { name: "Cancel upload" }));
    expect(first.handle.cancel).toHaveBeenCalled();
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload cancelled.");
    expect(store.getState().upload.uploading).toBe(false);
    const second = fakeUpload();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(startUpload).toHaveBeenCalledTimes(2));
    expect(vi.mocked(startUpload).mock.calls[1]![1]).toBe(vi.mocked(startUpload).mock.calls[0]![1]);
    second.progress(10);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
  });

  it("shows a refusal from the server without a retry button", async () => {
    const upload = fakeUpload();
    const { user, input } = renderUpload();
    await user.upload(input, pdf());
    await act(async () => upload.reject(new UploadError("storage/unauthorized", "You are not allowed to upload this file here.", false)));
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not allowed to upload this file here.");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("opens the picker from a labelled, keyboard-reachable button and shows the current file", async () => {
    const view = renderWithProviders(
      <FileUpload label="Preview image" kind="image" path={() => "x"} onUploaded={vi.fn()} value={{ name: "cover.png", url: "http://img/cover.png" }} />,
    );
    const picker = screen.getByRole("button", { name: "Replace file for preview image" });
    await view.user.tab();
    expect(picker).toHaveFocus();
    expect(screen.getByRole("img", { name: "Current preview image" })).toHaveAttribute("src", "http://img/cover.png");
    expect(screen.getByText("cover.png")).toBeInTheDocument();
  });

  it("pauses and resumes", async () => {
    const upload = fakeUpload();
    const { user, input } = renderUpload();
    await user.upload(input, pdf());
    await user.click(await screen.findByRole("button", { name: "Pause" }));
    expect(upload.handle.pause).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(upload.handle.resume).toHaveBeenCalled();
  });
});
