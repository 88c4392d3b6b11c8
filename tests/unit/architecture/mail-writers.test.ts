import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";

// The shop mails only an address Firebase Auth has verified (issue 48, decision 0206), and that
// check lives in one place: readRecipients and queueMail in lib/db/mail.server.ts. A module that
// wrote mail/{key} documents itself would skip it. The one other writer is the university-email
// link, which is the verification of the address it goes to. Paths are spelled only in lib/db
// (collection-paths.test.ts), so lib/db and the emulator scripts are what there is to scan.
const WRITERS = [path.join("lib", "db", "mail.server.ts"), path.join("lib", "db", "university-emails.server.ts")];
const SOURCE = /\.(ts|tsx|mjs)$/;
const MAIL_DOCUMENT = /\bmailRef\(|\bcollection\(\s*MAIL\b|["'`]mail\/|collection\(\s*["'`]mail["'`]/;

const users = (dir: string) =>
  filesUnder(dir, (file) => SOURCE.test(file))
    .filter((file) => MAIL_DOCUMENT.test(readFileSync(file, "utf8")))
    .sort();

describe("mail documents", () => {
  it("are written only through lib/db/mail.server.ts, apart from the university-email verification link", () => {
    expect(users("lib")).toEqual([...WRITERS].sort());
    expect(users("app")).toEqual([]);
  });
});
