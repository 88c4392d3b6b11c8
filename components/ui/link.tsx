import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's <Link> prefetches every link that enters the viewport: /login alone fetched and decoded
 * 13 route payloads while it was still starting, a catalogue page one per card, all on the main
 * thread a visitor is waiting on (docs/decisions/0084-prefetch-on-intent.md). Our links leave
 * that to IntentPrefetch, which prefetches a route once the visitor points at, touches or
 * focuses it.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
