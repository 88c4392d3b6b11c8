/** The creator's preview, loaded only when played (preload="none" keeps the page light). */
export function PreviewVideo({ src, poster, title }: { src: string; poster: string; title: string }) {
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <video controls preload="none" poster={poster || undefined} aria-label={`Preview of ${title}`} className="mt-2 aspect-video w-full rounded-lg bg-slate-900">
        <source src={src} />
        Your browser cannot play this video. <a href={src}>Download the preview</a> instead.
      </video>
    </section>
  );
}
