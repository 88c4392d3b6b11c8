// node --import tsx scripts/storage-emulator/main.ts --host 127.0.0.1 --port 9400 --data <dir> --project <id>
// Started by scripts/lib/emulators.mjs next to the Firestore and Auth emulators, whose
// addresses it takes from FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
import { parseArgs } from "node:util";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { RELATIONS, relationId } from "../../lib/db/relation-id";
import { createStorageServer } from "./server.mjs";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: "9400" },
    data: { type: "string" },
    project: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
for (const name of ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"]) {
  // Without these firebase-admin would talk to the real project.
  if (!process.env[name]) throw new Error(`${name} must be set: the stand-in reads users and products from the emulators.`);
}
if (!values.data || !values.project) throw new Error("--data and --project are required.");

const app = initializeApp({ projectId: values.project });
const db = getFirestore(app);
// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's unsigned ID
// tokens and still checks issuer, audience (the project) and expiry.
const auth = getAuth(app);

const lookup = {
  verifyIdToken: (token: string) => auth.verifyIdToken(token),
  async product(productId: string) {
    const snapshot = await db.doc(`products/${productId}`).get();
    return snapshot.exists ? { creators: snapshot.get("creators"), state: snapshot.get("state") } : null;
  },
  async hasRelation(uid: string, productId: string) {
    return (await db.collection(RELATIONS).doc(relationId(uid, productId)).get()).exists;
  },
};

const { server } = await createStorageServer({
  dataDir: values.data,
  lookup,
  log: values.verbose || process.env.STORAGE_STAND_IN_VERBOSE ? (line: string) => console.log(line) : () => {},
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Storage stand-in on http://${values.host}:${values.port} (data in ${values.data})`);
});
const stop = () => {
  server.close(() => process.exit(0));
  // Open downloads (a paused video) would otherwise keep it running until the SIGKILL.
  server.closeAllConnections();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
