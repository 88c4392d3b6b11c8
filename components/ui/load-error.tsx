type LoadErrorProps = {
  /** What could not be loaded, e.g. "Your library could not be loaded." */
  message: string;
  /**
   * Why, when known: what the failed call threw. An answer of the server with a status (an
   * HttpError of lib/http/error) says whether trying again can help.
   */
  cause?: unknown;
  onRetry: () => void;
  className?: string;
};

type Failure = { kind: "offline" } | { kind: "server" } | { kind: "refused"; detail: string };

// Read by shape: whatever a loader threw that carries an HTTP status, an HttpError or not.
function failureOf(cause: unknown): Failure {
  const status = typeof cause === "object" && cause !== null && "status" in cause ? cause.status : undefined;
  // No answer (status 0) or an unknown error, e.g. the Firestore SDK offline.
  if (typeof status !== "number" || status === 0) return { kind: "offline" };
  if (status >= 500 || status === 408 || status === 429) return { kind: "server" };
  // Not found, forbidden, signed out: the same request gets the same answer, so no Retry.
  const detail = cause instanceof Error ? cause.message : "";
  return { kind: "refused", detail };
}

/** A failed load, announced, with the one thing the user can do about it. */
export function LoadError({ message, cause, onRetry, className = "" }: LoadErrorProps) {
  const failure = failureOf(cause);
  const advice = failure.kind === "refused" ? failure.detail : failure.kind === "server" ? "Please try again in a moment." : "Check your connection and try again.";
  return (
    <div role="alert" className={`rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800 ${className}`}>
      <p>{advice ? `${message} ${advice}` : message}</p>
      {failure.kind === "refused" ? null : (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
          Retry
        </button>
      )}
    </div>
  );
}
