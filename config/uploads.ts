/**
 * Upload limits and accepted types for course media. The uploader validates against these and
 * the creator guides quote them, so the numbers a creator reads are the numbers enforced.
 * Keep in step with storage.rules and the contract in issue #6.
 */
export const UPLOAD_LIMITS = {
  video: { maxBytes: 2 * 1024 ** 3, types: ["video/mp4", "video/webm"] },
  document: { maxBytes: 100 * 1024 ** 2, types: ["application/pdf"] },
  image: { maxBytes: 10 * 1024 ** 2, types: ["image/jpeg", "image/png", "image/webp"] },
  /** WebVTT captions of a video lecture: text, so 1 MB holds many hours of cues. */
  captions: { maxBytes: 1024 ** 2, types: ["text/vtt"] },
} as const;

export type UploadKind = keyof typeof UPLOAD_LIMITS;
