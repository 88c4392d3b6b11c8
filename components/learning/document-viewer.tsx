"use client";

type DocumentViewerProps = { src: string; title: string };

/** The browser's own PDF viewer in a frame, with a download link for browsers that have none. */
export function DocumentViewer({ src, title }: DocumentViewerProps) {
  return (
    <div>
      <iframe src={src} title={`${title} (PDF document)`} className="h-[70vh] min-h-96 w-full rounded-md border border-slate-300 bg-slate-100" />
      <p className="mt-3 text-sm text-slate-700">
        Document not showing?{" "}
        <a href={src} download={`${title}.pdf`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Download the PDF
        </a>
      </p>
    </div>
  );
}
