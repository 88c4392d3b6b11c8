type LoadErrorProps = {
  /** What could not be loaded, e.g. "Your library could not be loaded." */
  message: string;
  onRetry: () => void;
  className?: string;
};

/** A failed load, announced, with the one thing the user can do about it. */
export function LoadError({ message, onRetry, className = "" }: LoadErrorProps) {
  return (
    <div role="alert" className={`rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800 ${className}`}>
      <p>{message} Check your connection and try again.</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
        Retry
      </button>
    </div>
  );
}
