import { acceptFor, checkFileContent, formatBytes, validateUpload } from "@/lib/storage/limits";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const file = (type: string, size: number) => ({ type, size });

describe("validateUpload", () => {
  it("accepts files of an allowed type within the limit", () => {
    expect(validateUpload("image", file("image/png", 3 * MB))).toBeNull();
    expect(validateUpload("image", file("image/webp", 10 * MB))).toBeNull();
    expect(validateUpload("video", file("video/mp4", 2 * GB))).toBeNull();
    expect(validateUpload("previewVideo", file("video/webm", 40 * MB))).toBeNull();
    expect(validateUpload("document", file("application/pdf", 100 * MB))).toBeNull();
  });

  it("says which types a kind takes", () => {
    expect(validateUpload("document", file("application/msword", 10))).toBe("Only PDF documents can be uploaded.");
    expect(validateUpload("video", file("video/quicktime", 10))).toBe("Only MP4 or WebM videos can be uploaded.");
    expect(validateUpload("image", file("image/gif", 10))).toBe("Only JPEG, PNG or WebP images can be uploaded.");
    // A PDF is never a preview image, an image never a lecture video.
    expect(validateUpload("image", file("application/pdf", 10))).not.toBeNull();
    expect(validateUpload("video", file("image/png", 10))).not.toBeNull();
  });

  it("names the limit and the file's size when it is too big", () => {
    expect(validateUpload("video", file("video/mp4", 2.4 * GB))).toBe("Videos can be up to 2 GB; this file is 2.4 GB.");
    expect(validateUpload("image", file("image/jpeg", 12.3 * MB))).toBe("Images can be up to 10 MB; this file is 12.3 MB.");
    expect(validateUpload("document", file("application/pdf", 120 * MB))).toBe("PDF documents can be up to 100 MB; this file is 120 MB.");
  });

  it("does not claim a file barely over the limit is exactly the limit", () => {
    expect(validateUpload("image", file("image/png", 10 * MB + 1))).toBe("Images can be up to 10 MB; this file is just over 10 MB.");
  });

  it("refuses empty files", () => {
    expect(validateUpload("document", file("application/pdf", 0))).toBe("This file is empty.");
  });
});

describe("formatBytes and acceptFor", () => {
  it("formats sizes in binary units", () => {
    expect(formatBytes(850 * 1024)).toBe("850 KB");
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatBytes(3 * GB)).toBe("3 GB");
  });

  it("lists the accepted types for the file picker", () => {
    expect(acceptFor("document")).toBe("application/pdf");
    expect(acceptFor("image").split(",")).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });
});

describe("checkFileContent", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const blob = (bytes: BlobPart, type: string) => new Blob([bytes], { type });

  it("accepts files whose first bytes are their declared type's", async () => {
    expect(await checkFileContent(blob(png, "image/png"))).toBeNull();
    expect(await checkFileContent(blob("%PDF-1.7 rest", "application/pdf"))).toBeNull();
    expect(await checkFileContent(blob(Uint8Array.from([0, 0, 0, 0x20, ...new TextEncoder().encode("ftypisom")]), "video/mp4"))).toBeNull();
  });

  it("says so when a renamed file's content is not its type", async () => {
    expect(await checkFileContent(blob("just some notes", "image/png"))).toBe(
      "This file is not a real PNG image: its content does not match its type. It may have been renamed or damaged.",
    );
    expect(await checkFileContent(blob(png, "application/pdf"))).toMatch(/^This file is not a real PDF document:/);
    expect(await checkFileContent(blob("", "video/webm"))).toMatch(/^This file is not a real WebM video:/);
  });

  it("says the file could not be read when it is gone since it was chosen, instead of failing silently", async () => {
    const gone = { type: "image/png", slice: () => { throw new DOMException("The file was removed.", "NotFoundError"); } };
    expect(await checkFileContent(gone)).toBe("This file could not be read. It may have been moved or deleted since you chose it; choose it again.");
  });
});
