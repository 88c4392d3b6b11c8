import type { UploadTask } from "firebase/storage";
import { getClientStorage } from "@/lib/firebase/client";

/** What a finished upload gives the course builder to store on the product or lecture. */
/** `downloadUrl` is "" unless asked for (`publicUrl`): lecture files never get one (decision 0130). */
export type UploadResult = { path: string; downloadUrl: string; size: number; contentType: string };

export type UploadHandle = {
  /** Resolves when the upload is stored; rejects with an UploadError. */
  done: Promise<UploadResult>;
  cancel(): void;
  pause(): void;
  resume(): void;
};

export class UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Whether trying again may help (network trouble), as opposed to a refusal. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const MESSAGES: Record<string, [string, boolean]> = {
  "storage/unauthorized": [
    "You are not allowed to upload this file here. Only the course's creators can upload, and only allowed file types and sizes.",
    false,
  ],
  "storage/unauthenticated": ["Your session has expired. Sign in again, then retry.", true],
  "storage/canceled": ["Upload cancelled.", true],
  "storage/quota-exceeded": ["The storage space is full. Please contact support; retrying will not help.", false],
  "storage/retry-limit-exceeded": ["The upload was interrupted. Check your connection and retry.", true],
  "storage/server-file-wrong-size": ["The upload was interrupted. Check your connection and retry.", true],
  "storage/unknown": ["The upload failed. Please retry.", true],
};

/** A readable UploadError for whatever the Storage SDK threw. */
export function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const code = typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : "storage/unknown";
  const [message, retryable] = MESSAGES[code] ?? MESSAGES["storage/unknown"]!;
  return new UploadError(code, message, retryable);
}

/**
 * Uploads `file` to `path` in Cloud Storage (resumably: large videos survive short network
 * drops), reporting progress in percent. `firebase/storage` is imported here, on first upload.
 * `publicUrl` asks for the object's download URL, which opens it for anyone: previews only.
 */
export function startUpload(path: string, file: Blob, { onProgress, publicUrl = false }: { onProgress?: (percent: number) => void; publicUrl?: boolean } = {}): UploadHandle {
  let task: UploadTask | undefined;
  let cancelled = false;
  let paused = false;
  const done = (async () => {
    const [{ getDownloadURL, ref, uploadBytesResumable }, storage] = await Promise.all([import("firebase/storage"), getClientStorage()]);
    if (cancelled) throw toUploadError({ code: "storage/canceled" });
    task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
    if (paused) task.pause();
    task.on("state_changed", (snapshot) => {
      onProgress?.(snapshot.totalBytes ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0);
    });
    const snapshot = await task;
    const downloadUrl = publicUrl ? await getDownloadURL(snapshot.ref) : "";
    return { path, downloadUrl, size: snapshot.metadata.size, contentType: snapshot.metadata.contentType ?? file.type };
  })().catch((error: unknown) => {
    throw toUploadError(error);
  });
  return {
    done,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
    pause() {
      paused = true;
      task?.pause();
    },
    resume() {
      paused = false;
      task?.resume();
    },
  };
}

/**
 * A copy of an image at most `width` pixels wide (height to scale), as WebP, for
 * previewImgSmall. Images already narrow enough come back unchanged.
 */
export async function resizeImage(file: File, width: number, quality = 0.85): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    if (bitmap.width <= width) return file;
    const height = Math.round((bitmap.height * width) / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot resize images.");
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", quality));
    if (!blob) throw new Error("This browser cannot resize images.");
    // Browsers without WebP encoding fall back to PNG; the name follows the real type.
    const extension = blob.type === "image/webp" ? "webp" : "png";
    return new File([blob], `${file.name.replace(/\.[^.]+$/, "")}-${width}.${extension}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}
