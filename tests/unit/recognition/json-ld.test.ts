import { ELM_CONTEXT, isoHours, recognitionJsonLd } from "@/lib/recognition/json-ld";
import { certificate, packData } from "./fixtures";

// What a home university's system reads: the pack as JSON, after a round trip through text.
const parsed = (...args: Parameters<typeof recognitionJsonLd>) => JSON.parse(JSON.stringify(recognitionJsonLd(...args)));

describe("the recognition pack's JSON-LD (European Learning Model 3)", () => {
  it("describes the course as a LearningOpportunity with its ECTS, outcomes, workload, EQF level and language", () => {
    const pack = parsed(packData());
    expect(pack["@context"]).toBe(ELM_CONTEXT);
    expect(pack).toMatchObject({ type: "LearningOpportunity", title: { en: "Life Cycle Assessment in Practice" } });
    const spec = pack.learningSpecification;
    expect(spec.type).toBe("LearningAchievementSpecification");
    expect(spec.creditPoint).toEqual([expect.objectContaining({ type: "CreditPoint", point: "0.5" })]);
    expect(spec.learningOutcome.map((outcome: { title: { en: string } }) => outcome.title.en)).toEqual(["Define a functional unit", "Build a life cycle inventory"]);
    expect(spec.volumeOfLearning).toBe("PT7.5H");
    expect(spec.educationLevel).toEqual([expect.objectContaining({ id: "http://data.europa.eu/snb/eqf/7", type: "Concept" })]);
    expect(spec.language[0].id).toBe("http://publications.europa.eu/resource/authority/language/ENG");
    expect(spec.mode[0].prefLabel.en).toBe("online");
  });

  it("names the assessment, the entry requirements, the university course with its degree and the university", () => {
    const pack = parsed(packData());
    const spec = pack.learningSpecification;
    expect(spec.provenBy).toEqual([expect.objectContaining({ type: "LearningAssessmentSpecification", title: { en: "Project" } })]);
    expect(spec.entryRequirement).toMatchObject({ type: "Note", noteLiteral: { en: "Basic environmental science." } });
    expect(spec.isPartOf[0]).toMatchObject({ title: { en: "LCA-501 Life Cycle Assessment" }, identifier: [{ notation: "LCA-501" }] });
    expect(spec.isPartOf[0].isPartOf[0]).toMatchObject({ type: "Qualification", title: { en: "MSc Environmental Sciences" } });
    expect(pack.providedBy).toMatchObject({ type: "Organisation", legalName: { en: "BOKU University, Vienna" } });
  });

  it("leaves out what the course does not have: no credits, no level, no prerequisites, no university", () => {
    const pack = parsed({ ...packData({ ects: 0, eqfLevel: 0, assessment: "", prerequisites: " ", workloadHours: 0 }), university: null, place: { university: "", degree: "", course: "" } });
    for (const key of ["creditPoint", "educationLevel", "provenBy", "entryRequirement", "volumeOfLearning", "isPartOf"]) expect(pack.learningSpecification).not.toHaveProperty(key);
    expect(pack).not.toHaveProperty("providedBy");
  });

  it("embeds a learner's certificate only when there is one", () => {
    expect(parsed(packData())).not.toHaveProperty("@included");
    const personal = parsed(packData(), certificate);
    expect(personal["@included"]).toEqual([JSON.parse(certificate.credential)]);
    expect(personal.supplementaryDocument).toEqual([expect.objectContaining({ contentURL: certificate.url })]);
    // A credential that is not JSON-LD (a JWT) is linked, not embedded.
    const linked = parsed(packData(), { url: certificate.url, credential: "eyJhbGciOiJFZERTQSJ9.e30.sig" });
    expect(linked).not.toHaveProperty("@included");
    expect(linked.supplementaryDocument[0].contentURL).toBe(certificate.url);
  });

  it("writes hours as ISO 8601 durations", () => {
    expect([isoHours(8), isoHours(7.5), isoHours(1 / 3)]).toEqual(["PT8H", "PT7.5H", "PT0.33H"]);
  });
});
