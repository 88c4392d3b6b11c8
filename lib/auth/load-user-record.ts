import type { UserRecord } from "@/lib/types/user";

/** SPEC §9: the user record is fetched at most 3 times, 1000 ms apart. */
export const USER_RECORD_ATTEMPTS = 3;
export const USER_RECORD_RETRY_MS = 1000;

type Options = {
  fetchRecord: (uid: string) => Promise<UserRecord | null>;
  sleep?: (ms: number) => Promise<void>;
  /** Stop early when the session this load belongs to has ended. */
  isCancelled?: () => boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fresh account's record is written just after sign-up, so the first read can miss it
 * (SPEC §7). Returns null after the last attempt; the user is shown nothing (SPEC §8).
 */
export async function loadUserRecord(uid: string, { fetchRecord, sleep = wait, isCancelled }: Options) {
  for (let attempt = 1; attempt <= USER_RECORD_ATTEMPTS; attempt++) {
    if (isCancelled?.()) return null;
    const record = await fetchRecord(uid);
    if (record) return record;
    console.warn(`User record for ${uid} not found (attempt ${attempt} of ${USER_RECORD_ATTEMPTS}).`);
    if (attempt < USER_RECORD_ATTEMPTS) await sleep(USER_RECORD_RETRY_MS);
  }
  console.error("User data could not be retrieved.");
  return null;
}
