// What the Trigger Email extension does in production, done locally: every new mail/{id} document
// is sent over SMTP (here: to the catcher) and its `delivery` records the outcome as the
// extension's does (state SUCCESS or ERROR, attempts, times, the SMTP answer).
// https://github.com/firebase/extensions/tree/next/firestore-send-email
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import nodemailer from "nodemailer";
import { MAIL_ID_HEADER } from "./inbox.mjs";

export const FROM = "Verdant Campus <no-reply@verdantcampus.example>";

async function deliver(db, transport, snapshot) {
  const { to, message } = snapshot.data();
  const startTime = Timestamp.now();
  try {
    const info = await transport.sendMail({ from: FROM, to, subject: message?.subject, text: message?.text, html: message?.html, headers: { [MAIL_ID_HEADER]: snapshot.id } });
    const { messageId, accepted, rejected, response } = info;
    await snapshot.ref.update({ delivery: { state: "SUCCESS", attempts: 1, startTime, endTime: FieldValue.serverTimestamp(), error: null, info: { messageId, accepted, rejected, response } } });
  } catch (error) {
    await snapshot.ref.update({ delivery: { state: "ERROR", attempts: 1, startTime, endTime: FieldValue.serverTimestamp(), error: String(error?.message ?? error) } }).catch(() => {});
  }
}

/**
 * Sends each mail document without a `delivery` once, as it appears. A listener, not a poll: the
 * emulator pushes new documents at once. `collection` is the one the server writes
 * (lib/db/mail-path.ts). Returns a function that stops listening.
 */
export function deliverMail(db, collection, smtp) {
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
  const started = new Set();
  let unsubscribe = () => {};
  let stopped = false;
  const listen = () => {
    unsubscribe = db.collection(collection).onSnapshot(
      (query) => {
        for (const change of query.docChanges()) {
          if (change.type === "removed" || change.doc.get("delivery") || started.has(change.doc.id)) continue;
          started.add(change.doc.id);
          deliver(db, transport, change.doc).finally(() => started.delete(change.doc.id));
        }
      },
      // A listener ends on an error (e.g. the emulator restarting): listen again shortly.
      () => !stopped && setTimeout(listen, 1000),
    );
  };
  listen();
  return () => {
    stopped = true;
    unsubscribe();
    transport.close();
  };
}
