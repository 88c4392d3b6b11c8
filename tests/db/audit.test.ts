import { recordAudit, recordAuditInBatch } from "@/lib/db/audit.server";
import { adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";
import { readCollection } from "./support";

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

const entry = { actorUid: "admin-uid", actorEmail: "admin@example.com", action: "product.approved", target: "products/lca", reason: "Fine." };

describe("recordAudit and recordAuditInBatch", () => {
  it("write the entry with empty details and the server's time only when the transaction commits", async () => {
    await adminDb().runTransaction(async (transaction) => {
      recordAudit(transaction, entry);
    });
    await expect(
      adminDb().runTransaction(async (transaction) => {
        recordAudit(transaction, { ...entry, action: "product.rejected" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readCollection(rulesEnv(), "auditLog")).toEqual([{ id: expect.any(String), ...entry, details: {}, at: expect.anything() }]);
  });

  it("write the entry with its details when the batch commits", async () => {
    const batch = adminDb().batch();
    recordAuditInBatch(batch, { ...entry, details: { before: "pending" } });
    expect(await readCollection(rulesEnv(), "auditLog")).toEqual([]);
    await batch.commit();
    expect(await readCollection(rulesEnv(), "auditLog")).toEqual([expect.objectContaining({ action: "product.approved", details: { before: "pending" } })]);
  });
});
