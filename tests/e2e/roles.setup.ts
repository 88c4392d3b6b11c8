import { test as setup } from "@playwright/test";
import { ROLES, roleAccount, roleStateFile } from "./support/roles";
import { expectSignedIn, signInWithPassword } from "./support/sign-in";

// Firebase Auth keeps the session in IndexedDB, so the saved state includes it.
for (const role of ROLES) {
  setup(`the seeded ${role} signs in once for the specs that start signed in`, async ({ page }) => {
    const { email, password } = roleAccount(role);
    await signInWithPassword(page, email, password);
    await expectSignedIn(page);
    await page.context().storageState({ path: roleStateFile(role), indexedDB: true });
  });
}
