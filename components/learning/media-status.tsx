/** Where a lecture's video or document will be, while its URL is on its way. */
export const MediaLoading = () => (
  <p role="status" className="flex aspect-video items-center justify-center rounded-md bg-slate-100 text-slate-600">
    Loading the lecture…
  </p>
);

/** A lecture whose media URL could not be had, with the one thing to do about it. */
export function MediaFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
        Retry
      </button>
    </div>
  );
}
