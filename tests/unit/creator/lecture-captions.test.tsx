import { fireEvent, screen, waitFor } from "@testing-library/react";
import { LectureCaptionsField } from "@/components/creator/builder/lecture-captions";
import type { LectureDraft } from "@/lib/creator/builder-model";
import { startUpload } from "@/lib/storage/upload";
import { renderWithProviders } from "../render";

vi.mock("@/lib/storage/upload", async () => {
  const actual = await vi.importActual<typeof import("@/lib/storage/upload")>("@/lib/storage/upload");
  return { UploadError: actual.UploadError, startUpload: vi.fn() };
});

const GOOD = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello.\n";
const vtt = (text: string) => new File([text], "intro.vtt", { type: "" });
const english = { language: "en", label: "English", path: "products/p1/lectures/lec_1/old-intro.vtt" };
const lecture = (captions: LectureDraft["captions"] = []): LectureDraft => ({ id: "lec_1", sectionId: "sec_1", title: "Roots", duration: 5, type: "video", preview: false, captions, media: null });

function renderField(captions: LectureDraft["captions"] = []) {
  const onSave = vi.fn(async () => {});
  renderWithProviders(<LectureCaptionsField storageProductId="p1" lecture={lecture(captions)} onSave={onSave} />);
  return { onSave, input: screen.getByLabelText("Captions file for Roots") };
}

beforeEach(() => {
  vi.mocked(startUpload).mockReset();
  vi.mocked(startUpload).mockImplementation((path, file) => ({
    done: Promise.resolve({ path, downloadUrl: "", size: file.size, contentType: "text/vtt" }),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
  }));
});

describe("a video lecture's captions in the builder", () => {
  it("refuses a bad file beside the field with its line and reason, uploading nothing", async () => {
    const { input, onSave } = renderField();
    fireEvent.change(input, { target: { files: [vtt(GOOD.replace("WEBVTT\n\n", ""))] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("intro.vtt was not uploaded. Line 1: missing WEBVTT header: the file must start with the line “WEBVTT”.");
    expect(startUpload).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("uploads a good file as text/vtt beside the lecture's media and saves it under the chosen language", async () => {
    const { input, onSave } = renderField();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "de" } });
    expect(screen.getByRole("button", { name: "Upload German captions" })).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [vtt(GOOD)] } });
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [path, file] = vi.mocked(startUpload).mock.calls[0]!;
    expect(path).toMatch(/^products\/p1\/lectures\/lec_1\/[a-z0-9]+-intro\.vtt$/);
    expect(file.type).toBe("text/vtt");
    expect(onSave).toHaveBeenCalledWith("lec_1", [{ language: "de", label: "German", path }]);
    expect(await screen.findByText("intro.vtt uploaded.")).toBeInTheDocument();
  });

  it("asks before replacing a language's captions, and keeps them when the creator says no", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { input, onSave } = renderField([english]);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "en" } });
    fireEvent.change(input, { target: { files: [vtt(GOOD)] } });
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Replace the English captions of “Roots” with intro.vtt?"));
    expect(startUpload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [vtt(GOOD)] } });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith("lec_1", [{ ...english, path: vi.mocked(startUpload).mock.calls[0]![0] }]);
  });

  it("lists the captions and removes one after asking", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { onSave } = renderField([english]);
    expect(screen.getByRole("list", { name: "Captions of Roots" })).toHaveTextContent("English");
    fireEvent.click(screen.getByRole("button", { name: "Remove English captions" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("lec_1", []));
  });
});
