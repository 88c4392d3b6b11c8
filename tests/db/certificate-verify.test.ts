import { Timestamp } from "firebase-admin/firestore";
import { POST as verifyRoute } from "@/app/api/certificates/verify/route";
import { buildCredential } from "@/lib/credentials/build";
import { envelopedCredential } from "@/lib/credentials/envelope";
import { signCredential } from "@/lib/credentials/sign.server";
import { certificateStatus } from "@/lib/db/certificate-status.server";
import { adminDb } from "@/lib/firebase/server";
import { credentialInput, credentialInputFor } from "../factories/credential";
import { registerRulesEnv } from "../rules/rules-env";

const rulesEnv = registerRulesEnv();
const ORIGIN = "http://shop.test";
const ID = "Cert0000000000000001";

const credentialFor = (id: string) => signCredential(buildCredential(credentialInputFor(id, ORIGIN)));

async function seedCertificate(id: string, fields: { public?: boolean; revokedAt?: Date } = {}) {
  const credential = await credentialFor(id);
  await adminDb()
    .collection("certificates")
    .doc(id)
    .set({
      uid: "learner-1",
      productId: "prod-lca_ABCDEFGHIJKLM",
      learnerName: credentialInput.learnerName,
      productTitle: credentialInput.productTitle,
      universityName: credentialInput.universityName,
      universityCourseName: credentialInput.universityCourseName,
      ects: credentialInput.ects,
      learningOutcomes: credentialInput.learningOutcomes,
      completedAt: Timestamp.fromDate(credentialInput.completedAt),
      public: fields.public ?? true,
      revokedAt: fields.revokedAt ? Timestamp.fromDate(fields.revokedAt) : null,
      revokedReason: fields.revokedAt ? "Refunded" : null,
      credential,
    });
  return credential;
}

const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  verifyRoute(
    new Request(`${ORIGIN}/api/certificates/verify`, {
      method: "POST",
      headers: { "Content-Type": "application/json", host: "shop.test", ...headers },
      body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as RequestInit),
  );
const postJson = async (body: object) => {
  const response = await post(JSON.stringify(body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeEach(async () => {
  await rulesEnv().clearFirestore();
});

describe("a certificate's status", () => {
  it("is active, revoked once revokedAt is set, and missing without a document", async () => {
    await seedCertificate(ID);
    await seedCertificate("Cert0000000000000002", { revokedAt: new Date("2026-11-22T09:00:00Z") });
    expect(await certificateStatus(ID)).toBe("active");
    expect(await certificateStatus("Cert0000000000000002")).toBe("revoked");
    expect(await certificateStatus("Cert0000000000000404")).toBe("missing");
    expect(await certificateStatus("../users/x")).toBe("missing");
  });
});

describe("POST /api/certificates/verify", () => {
  it("says valid for an uploaded credential of a standing certificate, with who, what and when", async () => {
    const credential = await seedCertificate(ID);
    for (const text of [credential, JSON.stringify(envelopedCredential(credential))]) {
      const { status, body } = await postJson({ credential: text });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        result: "valid",
        summary: { learnerName: "Amara Okafor", courseName: "Life-cycle assessment in practice", ects: 2.5, completedAt: "2026-11-20T10:00:00.000Z", certificateUrl: `${ORIGIN}/certificates/${ID}` },
      });
    }
  });

  it("says revoked, with the date, once the certificate is revoked", async () => {
    const credential = await seedCertificate(ID, { revokedAt: new Date("2026-11-22T09:00:00Z") });
    expect((await postJson({ credential })).body).toMatchObject({ result: "revoked", revokedAt: "2026-11-22T09:00:00.000Z" });
  });

  it("checks a public certificate by its address on this shop, and reads nothing of a private one", async () => {
    await seedCertificate(ID);
    await seedCertificate("Cert0000000000000002", { public: false });
    expect((await postJson({ url: `${ORIGIN}/certificates/${ID}` })).body).toMatchObject({ result: "valid", summary: { learnerName: "Amara Okafor" } });
    const hidden = await postJson({ url: `${ORIGIN}/certificates/Cert0000000000000002` });
    expect(hidden).toEqual({ status: 404, body: { error: expect.stringContaining("no public certificate at this address"), code: "certificate/not-found" } });
  });

  it("refuses addresses of other sites with a clear message, fetching nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    for (const url of [`https://evil.example/certificates/${ID}`, `http://169.254.169.254/certificates/${ID}`, "file:///etc/passwd"]) {
      expect(await postJson({ url })).toEqual({ status: 400, body: { error: expect.stringContaining("We check only Verdant Campus certificates"), code: "certificate/foreign-url" } });
    }
    expect((await postJson({ url: "not a url" })).status).toBe(400);
    expect((await postJson({ url: `${ORIGIN}/products/${ID}` })).body).toMatchObject({ code: "certificate/bad-url" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a 5 MB upload with 413 and a clear message, whether or not its length was announced", async () => {
    const big = JSON.stringify({ credential: "x".repeat(5 * 1024 * 1024) });
    const announced = await post(big);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ error: expect.stringContaining("larger than 256 kB"), code: "request/too-large" });
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 80) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect((await post(stream)).status).toBe(413);
    expect(sent).toBeLessThan(20);
    // Under the body limit but over the credential's: JSON escaping cannot smuggle more in.
    expect((await postJson({ credential: "x".repeat(300 * 1024) })).status).toBe(413);
  });

  it("gives a verdict for garbage and a tampered credential, and stores nothing", async () => {
    const credential = await seedCertificate(ID);
    const before = (await adminDb().collection("certificates").doc(ID).get()).data();
    const [header, payload, signature] = credential.split(".");
    const edited = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { credentialSubject: { name: string } };
    edited.credentialSubject.name = "Mallory";
    const tampered = [header, Buffer.from(JSON.stringify(edited)).toString("base64url"), signature].join(".");
    expect((await postJson({ credential: tampered })).body).toMatchObject({ result: "tampered", message: expect.stringContaining("changed") });
    expect((await postJson({ credential: "%PDF-1.7 garbage" })).body).toMatchObject({ result: "unreadable" });
    expect((await post("not json")).status).toBe(400);
    expect((await adminDb().collection("certificates").doc(ID).get()).data()).toEqual(before);
    expect((await adminDb().collection("certificates").count().get()).data().count).toBe(1);
  });
});

describe("the verify route's limit per address (issue 48: it was keyed on the first X-Forwarded-For entry, which the client writes)", () => {
  // Google's load balancer keeps what the client sent and appends `<client>, <load balancer>`.
  const LOAD_BALANCER = "34.120.0.1";
  const verifyFrom = (forwardedFor: string) => post(JSON.stringify({ url: "not a url" }), { "x-forwarded-for": forwardedFor }).then((response) => response.status);
  const limitDocuments = async () => (await adminDb().collection("rateLimits").get()).docs.map((doc) => doc.id);

  it("refuses the 61st request of one client however it varies its own entries, and keeps one document", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) statuses.push(await verifyFrom(`203.0.113.${i}, 10.${i}.0.1, 198.51.100.7, ${LOAD_BALANCER}`));
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    expect(await limitDocuments()).toEqual(["certificate-verify_ip-198.51.100.7"]);
  });

  it("does not lock out the address a client names as its own", async () => {
    for (let i = 0; i < 61; i++) await verifyFrom(`198.51.100.7, 203.0.113.9, ${LOAD_BALANCER}`);
    expect(await verifyFrom(`198.51.100.7, 203.0.113.9, ${LOAD_BALANCER}`)).toBe(429);
    expect(await verifyFrom(`198.51.100.7, ${LOAD_BALANCER}`)).toBe(400);
    expect((await limitDocuments()).sort()).toEqual(["certificate-verify_ip-198.51.100.7", "certificate-verify_ip-203.0.113.9"]);
  });
});
