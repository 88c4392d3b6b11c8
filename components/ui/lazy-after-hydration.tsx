"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * A component whose code loads in its own chunk and which is rendered in the browser only, as
 * next/dynamic with `ssr: false` does: the server and hydration render `fallback`, and the code
 * is fetched once the component is first drawn. React's own lazy and Suspense, because
 * next/dynamic's loader brings about 2 kB (gzip) of Next.js modules to a page's first download
 * (docs/decisions/0143-product-page-room-for-cart-listeners.md).
 */
export function lazyAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: () => ReactNode = () => null,
): ComponentType<Props> {
  const Code = lazy(() => load().then((component) => ({ default: component })));
  return function LazyAfterHydration(props: Props) {
    const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
    return hydrated ? (
      <Suspense fallback={<Fallback />}>
        <Code {...props} />
      </Suspense>
    ) : (
      <Fallback />
    );
  };
}
