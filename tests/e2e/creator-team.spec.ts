import { expect, test } from "@playwright/test";
import { createAccount, uniqueEmail } from "./support/emulators";
import { signInWithPassword } from "./support/sign-in";

const password = "team-journey-password-1";

test("a lead creator invites a co-creator by email, who accepts on their dashboard and joins with their share", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const leadEmail = uniqueEmail("lead");
  const inviteeEmail = uniqueEmail("invitee");
  await createAccount({ email: leadEmail, password, verified: true, record: { firstName: "Mira", lastName: "Novak" } });
  await createAccount({ email: inviteeEmail, password, verified: true, record: { firstName: "Tomas", lastName: "Weber" } });

  await signInWithPassword(page, leadEmail, password, "/login?next=%2Fdashboard%2Fproducts%2Fnew");
  await page.getByLabel("Title", { exact: true }).fill("Wetland Restoration");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/prod_[A-Za-z0-9]{13}\/edit$/);

  const team = page.getByRole("region", { name: "Co-creators and payout split" });
  await team.getByLabel("Share of Mira N.").fill("80");
  await team.getByLabel("Invite a co-creator by email").fill(inviteeEmail.toUpperCase());
  await team.getByLabel("Their share").fill("20");
  await team.getByRole("button", { name: "Add invitation" }).click();
  await expect(team.getByText("Shares add up to 100 %.")).toBeVisible();
  await team.getByRole("button", { name: "Save team" }).click();
  await expect(page.getByText("Team saved.")).toBeVisible();
  await page.reload();
  await expect(team.getByText(`${inviteeEmail} · invited`)).toBeVisible();

  const invitee = await browser.newPage();
  await signInWithPassword(invitee, inviteeEmail, password, "/login?next=%2Fdashboard");
  const invitations = invitee.getByRole("region", { name: "Invitations to co-create" });
  await expect(invitations.getByText("Wetland Restoration")).toBeVisible();
  await expect(invitations.getByText("your share 20 %")).toBeVisible();
  await invitations.getByRole("button", { name: "Accept invitation to Wetland Restoration" }).click();
  await expect(invitee.getByText("You are now a co-creator of “Wetland Restoration”.")).toBeVisible();
  await invitee.close();

  await page.reload();
  await expect(team.getByLabel("Share of Tomas W.")).toHaveValue("20");
  await expect(team.getByText(`${inviteeEmail} · invited`)).toHaveCount(0);
});
