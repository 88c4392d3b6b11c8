import path from "node:path";
import { users } from "../../../scripts/seed-data/users.mjs";

// The seeded people whose sign-in is done once per run by roles.setup.ts: specs that are not
// about signing in start as one of them (test.use(signedInAs("admin"))) instead of filling in
// the form again.
export const ROLES = ["buyer", "creator", "cocreator", "admin", "fresh"] as const;
export type Role = (typeof ROLES)[number];

export const roleStateFile = (role: Role) => path.join("playwright", ".auth", `${role}.json`);

export const roleAccount = (role: Role) => users[role];

/** A browser context that starts signed in as the seeded `role` (its IndexedDB session and cookies). */
export const signedInAs = (role: Role) => ({ storageState: roleStateFile(role) });
