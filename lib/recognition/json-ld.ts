import { brand } from "@/config/brand";
import { absoluteUrl } from "@/config/site";
import type { PackData } from "./pack-data.server";
import { languageName } from "./summary";
import { isEqfLevel } from "@/lib/types/product";
import { assessmentLabels, eqfLabel, eqfUri } from "./vocabulary";

/**
 * The European Learning Model 3's JSON-LD context (https://europa.eu/europass/elm-browser/). The
 * pack names it and is never expanded on our server, so nothing here fetches it
 * (docs/decisions/0184-recognition-pack-elm-mapping.md).
 */
export const ELM_CONTEXT = "http://data.europa.eu/snb/model/context/edc-ap";

/** The EU's language authority table uses ISO 639-2/B codes. */
const EU_LANGUAGES: Record<string, string> = { en: "ENG", de: "DEU", fr: "FRA", it: "ITA", es: "SPA", nl: "NLD", pl: "POL", pt: "POR" };

/** Hours as an ISO 8601 duration: 8 → "PT8H", 7.5 → "PT7.5H" (the last component may carry a fraction). */
export const isoHours = (hours: number) => `PT${Math.round(hours * 100) / 100}H`;

type LangString = Record<string, string>;
/** The pack's credential part: a learner's certificate, when the caller completed the course. */
export type PackCertificate = { url: string; credential: string };

function concept(id: string | null, label: string, lang: string) {
  return { ...(id ? { id } : {}), type: "Concept", prefLabel: { [lang]: label } };
}

/**
 * The certificate as JSON-LD 1.1 includes another node: the credential whole, with its own
 * context, beside a link to its public page. A credential that is not JSON (a JWT-VC, say) is
 * only linked.
 */
function certificateParts(certificate: PackCertificate) {
  let credential: unknown = null;
  try {
    credential = JSON.parse(certificate.credential) as unknown;
  } catch {
    credential = null;
  }
  const embedded = typeof credential === "object" && credential !== null ? { "@included": [credential] } : {};
  return { supplementaryDocument: [{ id: certificate.url, type: "WebResource", title: { en: "Certificate" }, contentURL: certificate.url }], ...embedded };
}

/**
 * A product as an ELM LearningOpportunity whose LearningAchievementSpecification carries what a
 * home university needs for recognition: outcomes, workload, ECTS, EQF level, language, mode,
 * assessment, entry requirements and the university course it belongs to. With `certificate`,
 * the learner's credential is embedded (or linked, when it is not JSON-LD).
 */
export function recognitionJsonLd({ product, university, place, courseCode }: PackData, certificate: PackCertificate | null = null) {
  const lang = product.language || "en";
  const text = (value: string): LangString => ({ [lang]: value });
  const page = absoluteUrl(`/products/${product.id}`);
  const euLanguage = EU_LANGUAGES[lang];
  const course = place.course
    ? {
        id: `${page}#university-course`,
        type: "LearningAchievementSpecification",
        title: text(place.course),
        ...(courseCode ? { identifier: [{ type: "Identifier", notation: courseCode }] } : {}),
        ...(place.degree ? { isPartOf: [{ id: `${page}#degree`, type: "Qualification", title: text(place.degree) }] } : {}),
      }
    : null;
  const specification = {
    id: `${page}#specification`,
    type: "LearningAchievementSpecification",
    title: text(product.title),
    description: text(product.description || product.subtitle),
    learningOutcome: product.learningOutcomes.map((outcome, index) => ({ id: `${page}#outcome-${index + 1}`, type: "LearningOutcome", title: text(outcome) })),
    ...(product.workloadHours > 0 ? { volumeOfLearning: isoHours(product.workloadHours) } : {}),
    ...(product.ects > 0
      ? { creditPoint: [{ id: `${page}#credits`, type: "CreditPoint", framework: concept(null, "European Credit Transfer and Accumulation System (ECTS)", "en"), point: String(product.ects) }] }
      : {}),
    ...(isEqfLevel(product.eqfLevel) ? { educationLevel: [concept(eqfUri(product.eqfLevel), eqfLabel(product.eqfLevel), "en")] } : {}),
    language: [concept(euLanguage ? `http://publications.europa.eu/resource/authority/language/${euLanguage}` : null, languageName(lang), "en")],
    mode: [concept(null, "online", "en")],
    influencedBy: [{ id: `${page}#activity`, type: "LearningActivitySpecification", title: text(product.title), mode: [concept(null, "online", "en")], ...(product.workloadHours > 0 ? { volumeOfLearning: isoHours(product.workloadHours) } : {}) }],
    ...(product.assessment ? { provenBy: [{ id: `${page}#assessment`, type: "LearningAssessmentSpecification", title: text(assessmentLabels[product.assessment]) }] } : {}),
    ...(product.prerequisites.trim() ? { entryRequirement: { id: `${page}#entry-requirement`, type: "Note", noteLiteral: text(product.prerequisites.trim()) } } : {}),
    ...(course ? { isPartOf: [course] } : {}),
  };
  return {
    "@context": ELM_CONTEXT,
    id: `${page}#learning-opportunity`,
    type: "LearningOpportunity",
    title: text(product.title),
    description: text(product.subtitle || product.title),
    homepage: [{ id: page, type: "WebResource", contentURL: page }],
    learningSpecification: specification,
    ...(university
      ? { providedBy: { id: absoluteUrl(`/universities/${university.id}`), type: "Organisation", legalName: text(university.name), ...(university.website ? { homepage: [{ type: "WebResource", contentURL: university.website }] } : {}) } }
      : {}),
    additionalNote: [{ type: "Note", noteLiteral: { en: `Offered online on ${brand.name}, ${absoluteUrl("/")}` } }],
    ...(certificate ? certificateParts(certificate) : {}),
  };
}
