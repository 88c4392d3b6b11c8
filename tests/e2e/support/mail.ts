// The shop's emails as the local mail catcher received them (scripts/mail-catcher): the suite
// runs under scripts/with-emulators.mjs, which starts the catcher and sets MAIL_CATCHER_URL.

export type CaughtMail = { id: string; mailId: string; to: string; subject: string; text: string; html: string };

/** Every email the catcher holds for `address`, oldest first. */
export async function caughtMailTo(address: string): Promise<CaughtMail[]> {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error("MAIL_CATCHER_URL is not set: run the suite through scripts/with-emulators.mjs.");
  const messages = (await (await fetch(`${url}/messages`)).json()) as CaughtMail[];
  return messages.filter((message) => message.to === address);
}
