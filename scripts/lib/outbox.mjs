// The Auth emulator sends no real email or text message: it keeps each sign-in link, reset
// link and phone code. `npm run dev` prints them as they arrive, so a developer can follow
// every sign-in method from the terminal. The shop's own emails (the `mail` collection) reach
// the local mail catcher; their subjects are printed with a link to read each.
import { mailCatcherUrl } from "./emulators.mjs";

const seen = new Set();

async function fetchJson(url, fallback = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
  return response?.ok ? response.json() : fallback;
}

/** One line per message the emulator holds that was not printed yet. */
export async function newOutboxLines(config) {
  const base = `http://${config.auth.host}:${config.auth.port}/emulator/v1/projects/${config.projectId}`;
  const inbox = mailCatcherUrl(config);
  const [{ oobCodes = [] }, { verificationCodes = [] }, caught] = await Promise.all([
    fetchJson(`${base}/oobCodes`),
    fetchJson(`${base}/verificationCodes`),
    fetchJson(`${inbox}/messages`, []),
  ]);
  const lines = [];
  for (const { email, newEmail, requestType, oobLink, oobCode } of oobCodes) {
    if (seen.has(oobCode)) continue;
    seen.add(oobCode);
    // An email change's link goes to the new address; `email` is the one being replaced.
    lines.push(`✉  ${requestType} for ${newEmail ? `${email} → ${newEmail}` : email}: ${oobLink}`);
  }
  for (const { phoneNumber, code, sessionInfo } of verificationCodes) {
    if (seen.has(sessionInfo)) continue;
    seen.add(sessionInfo);
    lines.push(`📱 Code for ${phoneNumber}: ${code}`);
  }
  for (const { id, to, subject } of caught) {
    if (seen.has(`mail-${id}`)) continue;
    seen.add(`mail-${id}`);
    lines.push(`📧 ${subject} (to ${to}): ${inbox}/messages/${id}`);
  }
  return lines;
}

/** Prints new messages every second until the returned function is called. */
export function watchOutbox(config, log = console.log) {
  const timer = setInterval(() => {
    newOutboxLines(config).then((lines) => lines.forEach((line) => log(line)), () => {});
  }, 1000);
  return () => clearInterval(timer);
}
