import { StaticImage } from "@/components/ui/static-image";
import { PreviewPlayer } from "./preview-player";

/**
 * The creator's preview. The page shows its poster; the <video> with its controls is created
 * only when the visitor plays it: Chromium's built-in controls cost a product page 50 to 100 ms
 * of style and paint on load, played or not (docs/decisions/0087-preview-video-facade.md).
 */
export function PreviewVideo({ src, poster, title }: { src: string; poster: string; title: string }) {
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <PreviewPlayer src={src} poster={poster} title={title}>
        {poster ? (
          // The page's largest image, in the first screen on phones and desktops: fetched at once.
          <StaticImage src={poster} alt="" width={1280} height={720} sizes="(min-width: 768px) 48rem, 100vw" preload className="h-full w-full object-cover" />
        ) : null}
      </PreviewPlayer>
    </section>
  );
}
