import "server-only";
import type { Firestore, ReadWriteTransactionOptions, Transaction } from "firebase-admin/firestore";

/** How often a transaction whose body is safe to repeat is started again after Firestore closed it. */
const ATTEMPTS = 3;

/**
 * Firestore closed the transaction under us: the emulator does so when a contended document's lock
 * times out, answering INVALID_ARGUMENT "Transaction is invalid or closed" instead of ABORTED, which
 * the Admin SDK would retry itself (firebase/firebase-tools#4473, #6758). Read here and nowhere else,
 * like the codes in firestore-errors.ts.
 */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, details, message } = error as { code?: unknown; details?: unknown; message?: unknown };
  return (code === 3 || code === "invalid-argument") && /Transaction is invalid or closed/.test(`${String(details ?? "")} ${String(message ?? "")}`);
}

/**
 * `db.runTransaction(update)`, started again (at most ATTEMPTS times in all) when Firestore closed
 * it. Only for bodies that read what they decide on first, so a repeat changes things once: the
 * payment webhook's, where a provider's concurrent redeliveries meet on one order.
 */
export async function runRepeatableTransaction<T>(
  db: Pick<Firestore, "runTransaction">,
  update: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isClosedTransaction(error)) throw error;
    }
  }
}
