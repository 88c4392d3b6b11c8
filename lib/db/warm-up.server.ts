import "server-only";
import { adminDb } from "@/lib/firebase/server";

// A document nobody writes: reading it opens the gRPC channel for 1 billed read per start.
const PROBE = "serverStarts/probe";
const GIVE_UP_MS = 5_000;

/**
 * Opens the Firestore client's channel while the server starts, so a new instance's first
 * visitor does not wait for gRPC to load and connect (about 120 ms on this machine). A database
 * that does not answer never holds the start up longer than GIVE_UP_MS.
 */
export async function warmUpFirestore(): Promise<void> {
  const read = adminDb()
    .doc(PROBE)
    .get()
    .then(
      () => undefined,
      (error: unknown) => console.warn("Firestore warm-up failed; the first request will connect instead.", error),
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, GIVE_UP_MS);
  });
  await Promise.race([read, timeout]);
  clearTimeout(timer);
}
