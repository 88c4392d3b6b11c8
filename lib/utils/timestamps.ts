/** A Firestore timestamp as stored and as it arrives over JSON (SPEC §3). */
export type TimestampLike = { seconds: number; nanoseconds: number };

const NANOS_PER_MILLI = 1_000_000;

export function timestampToIso({ seconds, nanoseconds }: TimestampLike): string {
  if (!Number.isFinite(seconds) || !Number.isInteger(nanoseconds) || nanoseconds < 0 || nanoseconds >= 1e9) {
    throw new RangeError(`Not a timestamp: ${seconds}s ${nanoseconds}ns`);
  }
  return new Date(seconds * 1000 + Math.floor(nanoseconds / NANOS_PER_MILLI)).toISOString();
}

export function isoToTimestamp(iso: string): TimestampLike {
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) throw new RangeError(`Not an ISO date: "${iso}"`);
  const seconds = Math.floor(millis / 1000);
  return { seconds, nanoseconds: (millis - seconds * 1000) * NANOS_PER_MILLI };
}
