import { NAME_MISSING, NAME_TOO_LONG } from "@/lib/certificates/learner-name";
import { HttpError } from "@/lib/http/error";
import { certificateChangeBody, certificateChangeRefusal, certificateRevokeBody, credentialCheckBody, credentialUrlBody } from "@/lib/schemas/certificates";
import { firstProblem, parseOrRefuse } from "@/lib/schemas/parse";

const nameProblem = (learnerName: unknown) => firstProblem(certificateChangeBody, { learnerName })?.message ?? null;
const refusal = (body: unknown) => {
  try {
    parseOrRefuse(certificateChangeBody, body, certificateChangeRefusal);
  } catch (error) {
    return error as HttpError;
  }
};

describe("the name on a certificate", () => {
  it("must say something: empty, blank, null or not text is refused", () => {
    expect(nameProblem("")).toBe(NAME_MISSING);
    expect(nameProblem("   \t ")).toBe(NAME_MISSING);
    expect(nameProblem(42)).toBe(NAME_MISSING);
    expect(nameProblem(null)).toBe(NAME_MISSING);
  });

  it("takes 1 to 120 characters, counting letters outside the BMP as one, and refuses 121 or 500", () => {
    expect(nameProblem("A")).toBeNull();
    expect(nameProblem("x".repeat(120))).toBeNull();
    expect(nameProblem(`  ${"x".repeat(120)}  `)).toBeNull();
    expect(nameProblem("𝓐".repeat(120))).toBeNull();
    expect(nameProblem("x".repeat(121))).toBe(NAME_TOO_LONG);
    expect(nameProblem("x".repeat(500))).toBe("Use at most 120 characters for the name on your certificate.");
  });

  it("is read as stored: trimmed, inner runs of space one space", () => {
    expect(parseOrRefuse(certificateChangeBody, { learnerName: "  Łucja \n  Nowak " }, certificateChangeRefusal)).toEqual({ learnerName: "Łucja Nowak" });
  });
});

describe("a certificate's change", () => {
  it("checks public before the name, each with its own code", () => {
    expect(refusal({ public: "yes", learnerName: "" })).toMatchObject({ status: 400, code: "certificate/invalid-public", message: "Choose whether the certificate is public.", details: {} });
    expect(refusal({ public: true, learnerName: "" })).toMatchObject({ status: 400, code: "certificate/invalid-name", message: NAME_MISSING, details: { field: "learnerName" } });
    expect(parseOrRefuse(certificateChangeBody, {}, certificateChangeRefusal)).toEqual({});
  });
});

describe("a revocation's reason", () => {
  it.each([
    [undefined, "Give a reason of at least 3 characters."],
    ["no", "Give a reason of at least 3 characters."],
    ["x".repeat(501), "The reason is 501 characters long; shorten it to 500 or fewer."],
  ])("refuses %j", (reason, message) => {
    expect(firstProblem(certificateRevokeBody, { reason })?.message).toBe(message);
  });
});

describe("what the verify page sends", () => {
  const NOTHING = "Choose a credential file, or enter a certificate's address.";

  it.each([null, "text", [], {}, { credential: 5 }, { credential: " \n " }, { url: "  " }, { url: 3 }, { credential: "", url: "" }])("refuses %j: nothing to check", (body) => {
    expect(firstProblem(credentialCheckBody, body)?.message).toBe(NOTHING);
  });

  it("checks a non-blank credential as read, before any address, else the address trimmed", () => {
    expect(parseOrRefuse(credentialCheckBody, { credential: " jwt ", url: "https://x" }, "certificate/nothing")).toEqual({ credential: " jwt " });
    expect(parseOrRefuse(credentialCheckBody, { credential: "  ", url: " https://x/certificates/a " }, "certificate/nothing")).toEqual({ url: "https://x/certificates/a" });
  });

  it("asks the form for an address before it sends a blank one", () => {
    expect(firstProblem(credentialUrlBody, { url: "   " })?.message).toBe("Enter the certificate's address first.");
    expect(firstProblem(credentialUrlBody, { url: "https://x" })).toBeNull();
  });
});
