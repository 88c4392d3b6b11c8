"use client";

import { useState } from "react";
import { FileUpload } from "@/components/creator/file-upload";
import type { LectureDraft, LectureMedia } from "@/lib/creator/builder-model";
import { storageFileName } from "@/lib/creator/storage-paths";
import { videoMinutes } from "@/lib/creator/video-duration";

type Props = {
  /** Whose Storage folder takes the upload (`uploadProductId`), not always the product edited. */
  storageProductId: string;
  lecture: LectureDraft;
  onAttach: (lectureId: string, media: LectureMedia, duration?: number) => Promise<void>;
};

/** The file of one lecture: a video (its length becomes the lecture's) or a PDF. */
export function LectureMediaField({ storageProductId, lecture, onAttach }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const kind = lecture.type === "document" ? "document" : "video";
  return (
    <div>
      <FileUpload
        label={kind === "video" ? `Video for ${lecture.title || "this lecture"}` : `PDF for ${lecture.title || "this lecture"}`}
        kind={kind}
        path={(file) => `products/${storageProductId}/lectures/${lecture.id}/${storageFileName(file.name)}`}
        value={lecture.media ? { name: lecture.media.fileName, url: null } : null}
        onUploaded={async (result, file) => {
          setProblem(null);
          const duration = kind === "video" ? await videoMinutes(file) : undefined;
          try {
            await onAttach(lecture.id, { kind, path: result.path, fileName: file.name, size: result.size, contentType: result.contentType }, duration ?? undefined);
          } catch (error) {
            const code = (error as { code?: unknown } | null)?.code;
            // These refuse every attach until the course is reloaded (the status line says why).
            const stale = code === "draft/changed" || code === "draft/locked" || code === "draft/denied";
            setProblem(
              stale
                ? "The file was uploaded but not attached: this page cannot save the course now (see above). Reload the course, then upload the file again."
                : "The file was uploaded but could not be attached to the lecture. Upload it again to retry.",
            );
          }
        }}
      />
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
