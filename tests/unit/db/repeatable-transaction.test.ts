import { isClosedTransaction, runRepeatableTransaction } from "@/lib/db/transactions.server";

// The emulator closes a contended transaction with INVALID_ARGUMENT, which the Admin SDK does not
// retry: five concurrent deliveries of one payment then answered 500 once in CI.
const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3, details: "Transaction is invalid or closed." });

function fakeDb(failures: unknown[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    runTransaction: vi.fn(async (update: (tx: never) => Promise<unknown>) => {
      calls++;
      const failure = failures.shift();
      if (failure) throw failure;
      return update({} as never);
    }),
  };
}

describe("a transaction safe to repeat", () => {
  it("starts again when Firestore closed it, and answers what the repeat decided", async () => {
    const db = fakeDb([closed]);
    await expect(runRepeatableTransaction(db as never, async () => "granted")).resolves.toBe("granted");
    expect(db.calls).toBe(2);
  });

  it("gives up after three attempts, with Firestore's error", async () => {
    const db = fakeDb([closed, closed, closed, closed]);
    await expect(runRepeatableTransaction(db as never, async () => "granted")).rejects.toBe(closed);
    expect(db.calls).toBe(3);
  });

  it("never repeats anything else: a refused order or an invalid argument of ours fails at once", async () => {
    const ours = Object.assign(new Error("3 INVALID_ARGUMENT: Document path is invalid"), { code: 3 });
    for (const error of [new Error("Unknown order"), ours]) {
      const db = fakeDb([error]);
      await expect(runRepeatableTransaction(db as never, async () => "granted")).rejects.toBe(error);
      expect(db.calls).toBe(1);
    }
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction(ours)).toBe(false);
  });
});
