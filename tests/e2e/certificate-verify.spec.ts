import { expect, test, type Page } from "@playwright/test";
import { buildCredential } from "@/lib/credentials/build";
import { DEV_CREDENTIAL_SIGNING_JWK } from "@/lib/credentials/dev-signing-key";
import { envelopedCredential } from "@/lib/credentials/envelope";
import { signWithKey } from "@/lib/credentials/jws";
import { signingKeyFrom } from "@/lib/credentials/signing-key";
import { expectAccessible } from "./support/axe";
import { writeDocument } from "./support/emulators";

const FILE_LABEL = "Credential file (.jwt or .json, up to 256 kB)";

/** A public certificate as the server stores it, with its credential signed by the dev key the e2e server uses. */
async function seedCertificate(origin: string) {
  const id = `E2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`.replace(/[^A-Za-z0-9]/g, "").slice(0, 20);
  const completedAt = new Date("2026-11-20T10:00:00.000Z");
  const fields = {
    learnerName: "Amara Okafor",
    productTitle: "Life-cycle assessment in practice",
    universityName: "TU Delft",
    universityCourseName: "SET-3015 Sustainable energy systems",
    ects: 2.5,
    learningOutcomes: ["Model a product's life cycle", "Compare impact categories"],
  };
  const credential = await signWithKey(
    buildCredential({ certificateId: id, productUrl: `${origin}/products/prod-lca_ABCDEFGHIJKLM`, completedAt, origin, ...fields }),
    await signingKeyFrom({ ...DEV_CREDENTIAL_SIGNING_JWK }),
  );
  await writeDocument(`certificates/${id}`, { uid: "e2e-learner", productId: "prod-lca_ABCDEFGHIJKLM", completedAt, public: true, revokedAt: null, revokedReason: null, credential, ...fields });
  return { id, credential };
}

async function checkFile(page: Page, name: string, contents: string | Buffer) {
  await page.getByLabel(FILE_LABEL).setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(contents) });
  await page.getByRole("button", { name: "Check file" }).click();
}

test.describe("verifying a certificate", () => {
  test("a downloaded credential file is valid; with one character changed it is tampered", async ({ page, baseURL }) => {
    const { credential } = await seedCertificate(baseURL!);
    await page.goto("/certificates/verify");
    await expect(page.getByRole("heading", { level: 1, name: "Verify a certificate" })).toBeVisible();
    await expectAccessible(page, "the verify page");

    await checkFile(page, "certificate.json", JSON.stringify(envelopedCredential(credential), null, 2));
    const status = page.getByRole("status");
    await expect(status.getByRole("heading", { name: "Valid certificate" })).toBeVisible();
    await expect(status).toContainText("Amara Okafor");
    await expect(status).toContainText("2.5");
    await expect(status).toContainText("20 November 2026");
    await expectAccessible(page, "a valid credential's verdict");

    const [header, payload, signature] = credential.split(".");
    const at = Math.floor(payload!.length / 2);
    const changed = `${payload!.slice(0, at)}${payload![at] === "A" ? "B" : "A"}${payload!.slice(at + 1)}`;
    await checkFile(page, "certificate.jwt", [header, changed, signature].join("."));
    await expect(status.getByRole("heading", { name: "Tampered credential" })).toBeVisible();
    await expect(status).toContainText("changed since we signed it");
    await expect(status).not.toContainText("Amara Okafor");
    await expectAccessible(page, "a tampered credential's verdict");
  });

  test("a certificate's address on this shop is checked; another site's is refused with a clear message", async ({ page, baseURL }) => {
    const { id } = await seedCertificate(baseURL!);
    await page.goto("/certificates/verify");
    const address = page.getByLabel("Certificate address");
    await address.fill(`${baseURL}/certificates/${id}`);
    await page.getByRole("button", { name: "Check address" }).click();
    await expect(page.getByRole("status").getByRole("heading", { name: "Valid certificate" })).toBeVisible();

    await address.fill(`https://evil.example/certificates/${id}`);
    await page.getByRole("button", { name: "Check address" }).click();
    await expect(page.getByText(/We check only Verdant Campus certificates/)).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveValue(`https://evil.example/certificates/${id}`);
    await expect(page.getByRole("status")).toBeEmpty();
    await expectAccessible(page, "a refused address");
  });

  test("a 5 MB file is refused in the browser before any upload, and by the server too", async ({ page, request }) => {
    await page.goto("/certificates/verify");
    const uploads: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/certificates/verify")) uploads.push(sent.url());
    });
    await page.getByLabel(FILE_LABEL).setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(5 * 1024 * 1024, "a") });
    await expect(page.getByRole("alert").filter({ hasText: "larger than 256 kB" })).toBeVisible();
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "larger than 256 kB" })).toBeVisible();
    expect(uploads).toEqual([]);

    const response = await request.post("/api/certificates/verify", { data: { credential: "a".repeat(5 * 1024 * 1024) } });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ code: "request/too-large", error: expect.stringContaining("larger than 256 kB") });
  });

  test("garbage gets a clear message, and the public key is published at the well-known addresses", async ({ page, request }) => {
    await page.goto("/certificates/verify");
    await checkFile(page, "notes.txt", "these are my notes, not a credential");
    await expect(page.getByRole("status").getByRole("heading", { name: "Not a readable credential" })).toBeVisible();

    const jwks = await request.get("/.well-known/jwks.json");
    expect(jwks.status()).toBe(200);
    expect((await jwks.json()).keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", x: DEV_CREDENTIAL_SIGNING_JWK.x });
    expect((await (await request.get("/.well-known/did.json")).json()).assertionMethod).toHaveLength(1);
  });
});

test("@mobile a phone checks a credential file, the page reflowing to its width", async ({ page, baseURL }) => {
  const { credential } = await seedCertificate(baseURL!);
  await page.goto("/certificates/verify");
  await checkFile(page, "certificate.jwt", credential);
  await expect(page.getByRole("status").getByRole("heading", { name: "Valid certificate" })).toBeVisible();
  await expectAccessible(page, "a valid credential's verdict on a phone");
});
