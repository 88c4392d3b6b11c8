import jsonld from "jsonld";
import { bundledDocumentLoader, CREDENTIAL_CONTEXTS } from "@/lib/credentials/contexts";
import credentialsV2 from "@/lib/credentials/contexts/credentials-v2.json";
import openBadges from "@/lib/credentials/contexts/ob-v3p0-context-3.0.3.json";
import { signCredential } from "@/lib/credentials/sign.server";
import { verifyCredential } from "@/lib/credentials/verify.server";
import { credential, credentialInput, ORIGIN } from "../../factories/credential";

const OB = "https://purl.imsglobal.org/spec/vc/ob/vocab.html#";
// The OB 3.0.3 context types its numbers and dates with the https: form of XML Schema.
const XSD = "https://www.w3.org/2001/XMLSchema#";

describe("the Open Badges 3.0 credential", () => {
  it("names the VC 2.0 and OB 3.0.3 contexts, both bundled, and the OpenBadgeCredential types", () => {
    const built = credential() as Record<string, unknown>;
    expect(built["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(built.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(built.id).toBe(`${ORIGIN}/certificates/${credentialInput.certificateId}`);
    expect(built.issuer).toMatchObject({ id: "did:web:shop.test", type: ["Profile"], name: "Verdant Campus", url: ORIGIN });
    expect(built.validFrom).toBe("2026-11-20T10:00:00.000Z");
    expect(built.credentialSubject).toMatchObject({ type: ["AchievementSubject"], name: "Amara Okafor", creditsEarned: 2.5, achievement: { type: ["Achievement"], name: credentialInput.productTitle, creditsAvailable: 2.5 } });
  });

  it("holds the bundled contexts exactly as published (the URL each declares it protects)", () => {
    expect((credentialsV2 as { "@context": { "@protected": boolean } })["@context"]["@protected"]).toBe(true);
    expect(Object.keys((openBadges as { "@context": object })["@context"])).toEqual(expect.arrayContaining(["OpenBadgeCredential", "Achievement", "AchievementSubject"]));
  });

  it("expands with the bundled contexts alone, every field a defined term: ECTS, outcomes and completion where OB 3.0 puts them", async () => {
    const loaded: string[] = [];
    const [expanded] = await jsonld.expand(credential(), {
      safe: true,
      documentLoader: (url) => {
        loaded.push(url);
        return bundledDocumentLoader(url);
      },
    });
    expect(new Set(loaded)).toEqual(new Set(CREDENTIAL_CONTEXTS));
    const subject = (expanded!["https://www.w3.org/2018/credentials#credentialSubject"] as Record<string, unknown>[])[0]!;
    const achievement = (subject[`${OB}achievement`] as Record<string, unknown>[])[0]!;
    expect(achievement[`${OB}creditsAvailable`]).toEqual([{ "@value": 2.5, "@type": `${XSD}float` }]);
    expect(subject[`${OB}creditsEarned`]).toEqual([{ "@value": 2.5, "@type": `${XSD}float` }]);
    const criteria = (achievement[`${OB}Criteria`] as Record<string, unknown>[])[0]!;
    const narrative = (criteria[`${OB}narrative`] as { "@value": string }[])[0]!["@value"];
    for (const outcome of credentialInput.learningOutcomes) expect(narrative).toContain(outcome);
    expect(subject[`${OB}activityEndDate`]).toEqual([{ "@value": "2026-11-20T10:00:00.000Z", "@type": `${XSD}date` }]);
  });

  it("is never checked against a context it names: the loader refuses any URL not bundled", async () => {
    await expect(bundledDocumentLoader("https://evil.example/context.json")).rejects.toThrow(/not bundled/);
    await expect(jsonld.expand({ ...credential(), "@context": [...CREDENTIAL_CONTEXTS, "https://evil.example/context.json"] }, { documentLoader: bundledDocumentLoader })).rejects.toThrow();
  });

  it("is signed and verified without any network call", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const jws = await signCredential(credential());
    expect((await verifyCredential(jws, { status: async () => "active" })).result).toBe("valid");
    expect(fetch).not.toHaveBeenCalled();
  });
});
