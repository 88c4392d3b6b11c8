// npx tsx scripts/migrate-team-data.ts --project <id> --phase copy|strip [--dry-run]
// Issue 32: the payout split and the open invitations (with invitees' email addresses) move off
// the public product document into productTeams/{productId}, which only the product's creators
// and admins read (docs/decisions/0134-team-data-off-the-public-product.md). Two phases around
// the deploy, both idempotent and resumable (300 products at a time in id order):
// - `copy`, just before deploying: writes every live product's team document from the fields the
//   running (old) code still writes, overwriting an earlier copy.
// - `strip`, after deploying: deletes those fields from every product (working copies included),
//   first creating a team document from them where none exists yet, never overwriting one: from
//   the deploy on, the app writes only the team document.
// Uses the Admin SDK's default credentials, or the emulators when FIRESTORE_EMULATOR_HOST is set.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { TEAMS } from "../lib/db/teams-path";
import { runFromCommandLine, updatePages } from "./lib/backfill.mjs";

const FIELDS = ["payout", "invitations", "invitationShares"];

const listOf = (value: unknown, type: "number" | "string") => (Array.isArray(value) ? value.filter((item) => typeof item === type) : []);

const hasTeamFields = (doc: QueryDocumentSnapshot) => FIELDS.some((field) => doc.get(field) !== undefined);

const teamOf = (doc: QueryDocumentSnapshot) => ({
  payout: listOf(doc.get("payout"), "number"),
  invitations: listOf(doc.get("invitations"), "string"),
  invitationShares: listOf(doc.get("invitationShares"), "number"),
});

/** Copies or strips the team fields of every product; resolves with how many products it changed. */
export function migrateTeamData(db: Firestore, { phase, dryRun = false, log = console.log }: { phase: "copy" | "strip"; dryRun?: boolean; log?: (line: string) => void }): Promise<number> {
  return updatePages(db, { collection: "products", fields: ["revisionOf", ...FIELDS], dryRun, log }, async (docs, batch) => {
    const legacy = docs.filter(hasTeamFields);
    // A working copy follows its live product's team and gets no team document of its own.
    const live = legacy.filter((doc) => !doc.get("revisionOf"));
    if (phase === "copy") {
      for (const doc of live) batch.set(db.collection(TEAMS).doc(doc.id), teamOf(doc));
      return live.length;
    }
    const teams = live.length ? await db.getAll(...live.map((doc) => db.collection(TEAMS).doc(doc.id))) : [];
    teams.forEach((team, index) => {
      const doc = live[index];
      if (doc && !team.exists) batch.set(team.ref, teamOf(doc));
    });
    for (const doc of legacy) batch.update(doc.ref, Object.fromEntries(FIELDS.map((field) => [field, FieldValue.delete()])));
    return legacy.length;
  });
}

await runFromCommandLine(import.meta.url, async (db, options) => {
  const at = process.argv.indexOf("--phase");
  const phase = process.argv[at + 1];
  if (at < 0 || (phase !== "copy" && phase !== "strip")) {
    console.error("Usage: npm run migrate-team-data -- --project <id> --phase copy|strip [--dry-run]");
    process.exit(2);
  }
  const changed = await migrateTeamData(db, { phase, ...options });
  return `Done: ${changed} products ${phase === "copy" ? "had their team copied" : "lost their team fields"}${options.dryRun ? " (dry run)" : ""}.`;
});
