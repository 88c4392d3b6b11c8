/**
 * The app's toasts. react-hot-toast (with its CSS-in-JS runtime) loads with the first toast, not
 * with every page: most visits never show one. Messages keep their order, since they queue
 * behind the same import.
 */
type HotToast = typeof import("react-hot-toast").default;

let library: Promise<HotToast> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<HotToast> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  library ??= import("react-hot-toast").then((module) => module.default);
  return library;
}

function show(kind: "success" | "error", message: string): void {
  load()
    .then((hotToast) => hotToast[kind](message))
    // The message is lost, but the page must not be: say it where a developer looks.
    .catch((error: unknown) => console.error(`Toast "${message}" could not be shown`, error));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

/** For the toaster host: whether any toast was asked for yet, and when that changes. */
export const toastsRequested = () => requested;
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
