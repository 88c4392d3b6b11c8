import { Button } from "@/components/ui/button";

/** SPEC §2: replaces the page content after an uncaught rendering error. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900">Error</h1>
      <p className="mt-4 text-xl font-semibold text-slate-800">Something went wrong</p>
      <p className="mt-2 text-slate-700">This might be our fault!</p>
      <p className="mt-1 text-slate-700">Please let us know if this issue persists.</p>
      {onRetry ? (
        <Button size="sm" onClick={onRetry} className="mt-8">
          Try again
        </Button>
      ) : null}
    </div>
  );
}
