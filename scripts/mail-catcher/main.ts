// node --import tsx scripts/mail-catcher/main.ts --host 127.0.0.1 --smtp-port 2525 --web-port 1080 --project <id>
// Started by scripts/lib/emulators.mjs next to the emulators: an SMTP server that keeps every
// message it is sent (smtp-server + mailparser, decision 0152), a web inbox and JSON API over
// them, and the loop that delivers the `mail` collection of the Firestore emulator
// (FIRESTORE_EMULATOR_HOST) to it, as the Trigger Email extension does in production.
import { parseArgs } from "node:util";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { MAIL } from "../../lib/db/mail-path";
import { deliverMail } from "./deliver.mjs";
import { createInbox, createSmtpServer, createWebServer } from "./inbox.mjs";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    "smtp-port": { type: "string", default: "2525" },
    "web-port": { type: "string", default: "1080" },
    project: { type: "string" },
  },
});
// Without it firebase-admin would read and write the real project's mail.
if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST must be set: the catcher delivers the emulator's mail.");
if (!values.project) throw new Error("--project is required.");

const host = values.host;
const smtpPort = Number(values["smtp-port"]);
const inbox = createInbox();
const smtp = createSmtpServer(inbox);
const web = createWebServer(inbox);
await new Promise<void>((resolve, reject) => {
  smtp.once("error", reject);
  smtp.listen(smtpPort, host, resolve);
});
await new Promise<void>((resolve, reject) => {
  web.once("error", reject);
  web.listen(Number(values["web-port"]), host, resolve);
});
const stopDelivery = deliverMail(getFirestore(initializeApp({ projectId: values.project })), MAIL, { host, port: smtpPort });

const stop = () => {
  stopDelivery();
  web.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
