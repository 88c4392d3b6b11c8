// npm run make-admin -- <email>: gives that user the admin custom claim. Against the emulators
// unless GOOGLE_APPLICATION_CREDENTIALS names a real project's service account.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { emulatorEnv, readConfig } from "./lib/emulators.mjs";

const email = process.argv[2];
if (!email || !email.includes("@")) {
  console.error("Usage: npm run make-admin -- <email>");
  process.exit(2);
}
if (!process.env.GOOGLE_APPLICATION_CREDENTIALS && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  Object.assign(process.env, emulatorEnv(readConfig()));
}

const auth = getAuth(initializeApp(process.env.GCLOUD_PROJECT ? { projectId: process.env.GCLOUD_PROJECT } : undefined));
try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(`${email} is now an admin. They see the Admin menu after their next sign-in.`);
} catch (error) {
  console.error(error.code === "auth/user-not-found" ? `No user with the email ${email}.` : `Could not make ${email} an admin: ${error.message}`);
  process.exit(1);
}
