import { exportJWK, generateKeyPair } from "jose";
import { envelopedCredential } from "@/lib/credentials/envelope";
import { signingKeyFrom } from "@/lib/credentials/signing-key";
import { signCredential } from "@/lib/credentials/sign.server";
import { verifyCredential } from "@/lib/credentials/verify.server";
import { CERTIFICATE_ID, credential, withPayload } from "../../factories/credential";

let active: { status: (id: string) => Promise<"active"> };
beforeEach(() => {
  active = { status: vi.fn(async () => "active" as const) };
});

describe("a signed credential", () => {
  it("verifies as valid, with the credential as it was built, and its certificate looked up by id", async () => {
    const jws = await signCredential(credential());
    const checked = await verifyCredential(jws, active);
    expect(checked.result).toBe("valid");
    expect(checked.credential).toEqual(credential());
    expect(active.status).toHaveBeenCalledWith(CERTIFICATE_ID);
  });

  it("verifies as the enveloped JSON-LD file a learner downloads, and as a JSON string", async () => {
    const jws = await signCredential(credential());
    expect((await verifyCredential(JSON.stringify(envelopedCredential(jws), null, 2), active)).result).toBe("valid");
    expect((await verifyCredential(`${JSON.stringify(jws)}\n`, active)).result).toBe("valid");
  });

  it("is tampered when a field is changed (the learner's name, the ECTS)", async () => {
    const jws = await signCredential(credential());
    const renamed = withPayload(jws, (payload) => {
      (payload.credentialSubject as { name: string }).name = "Someone Else";
    });
    const moreCredits = withPayload(jws, (payload) => {
      (payload.credentialSubject as { achievement: { creditsAvailable: number } }).achievement.creditsAvailable = 30;
    });
    for (const changed of [renamed, moreCredits]) {
      const checked = await verifyCredential(changed, active);
      expect(checked).toEqual({ result: "tampered", message: expect.stringContaining("changed since we signed it") });
    }
  });

  it("is tampered when any one character of the payload or signature changes", async () => {
    const jws = await signCredential(credential());
    const [header = "", payload = "", signature = ""] = jws.split(".");
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    const changed = [
      `${header}.${flip(payload, 40)}.${signature}`,
      `${header}.${flip(payload, payload.length - 5)}.${signature}`,
      `${header}.${payload}.${flip(signature, 10)}`,
    ];
    for (const edited of changed) expect((await verifyCredential(edited, active)).result).toBe("tampered");
  });

  it("is foreign when another key signed it, even one that copies our issuer", async () => {
    const { privateKey } = await generateKeyPair("EdDSA", { extractable: true });
    const otherKey = await signingKeyFrom(await exportJWK(privateKey));
    const jws = await signCredential(credential(), otherKey);
    expect(await verifyCredential(jws, active)).toEqual({ result: "foreign", message: expect.stringContaining("not signed by Verdant Campus") });
    expect(active.status).not.toHaveBeenCalled();
  });

  it("is foreign when it carries a Data Integrity proof, which we never issue", async () => {
    const signedElsewhere = { ...credential(), proof: { type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022", proofValue: "z3FXQ" } };
    expect((await verifyCredential(JSON.stringify(signedElsewhere), active)).result).toBe("foreign");
  });

  it("is revoked when its certificate was revoked or no longer exists", async () => {
    const jws = await signCredential(credential());
    for (const status of ["revoked", "missing"] as const) {
      const checked = await verifyCredential(jws, { status: async () => status });
      expect(checked.result).toBe("revoked");
      expect(checked.message).toContain("revoked");
    }
  });

  it("is unreadable for garbage, an empty file, JSON that is no credential, and an unsigned credential", async () => {
    const inputs = ["", "hello world", "%PDF-1.7 \u0000\u0001", "{", '{"a":1}', "[1,2]", "a.b.c", JSON.stringify(credential())];
    for (const input of inputs) expect((await verifyCredential(input, active)).result, input.slice(0, 20)).toBe("unreadable");
    expect((await verifyCredential(JSON.stringify(credential()), active)).message).toContain("carries no signature");
    expect(active.status).not.toHaveBeenCalled();
  });
});
