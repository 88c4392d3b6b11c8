import { PROJECT_ID } from "../rules/rules-env";

const authHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests with `npm run test:rules`.");
  return `http://${host}`;
};

/** Removes every account from the Auth emulator. */
export async function clearAuth() {
  await fetch(`${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" });
}

/** Registers an email/password account through the emulator's REST API and returns its uid. */
export async function createAccount(email: string, password: string): Promise<string> {
  const response = await fetch(`${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string; error?: { message: string } };
  if (!body.localId) throw new Error(`Could not create ${email}: ${body.error?.message}`);
  return body.localId;
}

/** Marks an account's email as verified, as clicking the emailed link would (the emulator's admin API). */
export async function verifyEmail(uid: string): Promise<void> {
  const response = await fetch(`${authHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`Could not verify ${uid}: ${await response.text()}`);
}

/** An action code the Auth emulator would have mailed (verify, reset, sign-in link, email change). */
export type OobCode = { email: string; oobCode: string; oobLink: string; requestType: string };

/** The action codes the Auth emulator has "mailed" to this address, oldest first. */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const response = await fetch(`${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** Empties the Auth emulator, then registers these addresses with `password`: their uids, in order. */
export async function freshAccounts(emails: string[], password: string): Promise<string[]> {
  await clearAuth();
  const uids: string[] = [];
  for (const email of emails) uids.push(await createAccount(email, password));
  return uids;
}
