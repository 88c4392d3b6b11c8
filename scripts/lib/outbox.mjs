// The Auth emulator sends no real email or text message: it keeps each sign-in link, reset
// link and phone code. `npm run dev` prints them as they arrive, so a developer can follow
// every sign-in method from the terminal.

const seen = new Set();

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok ? response.json() : {};
}

/** One line per message the emulator holds that was not printed yet. */
export async function newOutboxLines(config) {
  const base = `http://${config.auth.host}:${config.auth.port}/emulator/v1/projects/${config.projectId}`;
  const [{ oobCodes = [] }, { verificationCodes = [] }] = await Promise.all([
    fetchJson(`${base}/oobCodes`),
    fetchJson(`${base}/verificationCodes`),
  ]);
  const lines = [];
  for (const { email, requestType, oobLink, oobCode } of oobCodes) {
    if (seen.has(oobCode)) continue;
    seen.add(oobCode);
    lines.push(`✉  ${requestType} for ${email}: ${oobLink}`);
  }
  for (const { phoneNumber, code, sessionInfo } of verificationCodes) {
    if (seen.has(sessionInfo)) continue;
    seen.add(sessionInfo);
    lines.push(`📱 Code for ${phoneNumber}: ${code}`);
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
