import { useEffect, useRef } from "react";

/** How long the user must stay on a tab before the URL follows it. */
export const TAB_URL_SETTLE_MS = 300;

const isTab = (target: EventTarget | null) => target instanceof Element && target.closest('[role="tab"]') !== null;

/** A key that activates a link or a button, and so may start a navigation. */
const activates = (event: Event) => !(event instanceof KeyboardEvent) || event.key === "Enter" || event.key === " ";

/**
 * Puts the chosen tab in the URL's hash, so a reload or a shared link opens it again, without
 * scrolling or a history entry, once the user has settled on it.
 *
 * Why it waits: on replaceState Next's router re-renders its whole tree and the browser commits a
 * navigation. Queued right after the main thread's paint, that work still competed with the raster
 * and draw of the new panel: at 4x CPU a tap took a median 80 ms, 64-72 ms with the write
 * deferred. Arrowing across the tabs also makes one write, not one per key.
 *
 * Why a press elsewhere writes at once: a replaceState while a navigation is pending makes Next's
 * router drop that navigation. So the write goes before any press that may start one (a link,
 * an Approve button), never after it.
 */
export function useTabHashWriter(): (id: string) => void {
  const pending = useRef<(() => void) | null>(null);
  // A write still pending when the page goes would put this tab's hash on the next page's URL.
  useEffect(() => () => pending.current?.(), []);

  return (id: string) => {
    pending.current?.();
    const cancel = () => {
      clearTimeout(timer);
      window.removeEventListener("pointerdown", onPress, true);
      window.removeEventListener("keydown", onPress, true);
      pending.current = null;
    };
    const write = () => {
      cancel();
      window.history.replaceState(null, "", `#${id}`);
    };
    function onPress(event: Event) {
      if (!isTab(event.target) && activates(event)) write();
    }
    const timer = setTimeout(write, TAB_URL_SETTLE_MS);
    window.addEventListener("pointerdown", onPress, true);
    window.addEventListener("keydown", onPress, true);
    pending.current = cancel;
  };
}
