"use client";

import type { Dispatch } from "react";
import { FileUpload } from "@/components/creator/file-upload";
import type { BuilderAction, CourseFields } from "@/lib/creator/builder-model";
import { storageFileName } from "@/lib/creator/storage-paths";
import { Panel } from "./panel";

/** The small card image's width: the catalogue's card size at 2× (lib/utils/images.ts). */
const SMALL_IMAGE_WIDTH = 640;

/** storageProductId: whose Storage folder takes the uploads (`uploadProductId`). */
type Props = { storageProductId: string; fields: CourseFields; dispatch: Dispatch<BuilderAction>; disabled: boolean };

/**
 * The preview image (with a small copy for cards) and the public preview video. They are public
 * once the course is approved (storage.rules), so nothing paid belongs here.
 */
export function MediaPanel({ storageProductId, fields, dispatch, disabled }: Props) {
  const set = (changes: Partial<CourseFields>) => dispatch({ type: "set", changes });
  const folder = `products/${storageProductId}/preview`;
  if (disabled) {
    return (
      <Panel id="media" title="Preview image and video">
        <p className="text-sm text-slate-700">{fields.previewImg ? "A preview image is set." : "No preview image yet."} {fields.previewVideo ? "A preview video is set." : ""}</p>
      </Panel>
    );
  }
  return (
    <Panel id="media" title="Preview image and video" description="Everyone sees these on the product page, also before buying.">
      <FileUpload
        label="Preview image"
        kind="image"
        path={(file) => `${folder}/${storageFileName(file.name)}`}
        value={fields.previewImg ? { url: fields.previewImg, name: "Preview image" } : null}
        onUploaded={async (result, file) => {
          const { resizeImage, startUpload } = await import("@/lib/storage/upload");
          // The card copy is made in the browser; if that fails the full image serves both.
          let small = result.downloadUrl;
          try {
            const resized = await resizeImage(file, SMALL_IMAGE_WIDTH);
            small = (await startUpload(`${folder}/small-${storageFileName(resized.name)}`, resized, { publicUrl: true }).done).downloadUrl;
          } catch {
            // Keeps the full-size image as the small one.
          }
          set({ previewImg: result.downloadUrl, previewImgSmall: small });
        }}
      />
      <FileUpload
        label="Preview video"
        kind="previewVideo"
        path={(file) => `${folder}/${storageFileName(file.name)}`}
        value={fields.previewVideo ? { name: "Preview video", url: null } : null}
        onUploaded={(result) => set({ previewVideo: result.downloadUrl })}
      />
    </Panel>
  );
}
