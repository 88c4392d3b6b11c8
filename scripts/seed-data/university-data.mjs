// Demo universities with their degrees, courses and sections. Ids follow the spec's format
// (prefix, '_', 13 alphanumerics) and are derived from the names, so every seed run agrees.
import { stableId } from "../lib/stable-id.mjs";

const table = [
  {
    shortName: "BOKU",
    name: "BOKU University, Vienna",
    country: "Austria",
    city: "Vienna",
    website: "https://boku.ac.at",
    emailDomains: ["boku.ac.at", "students.boku.ac.at"],
    degrees: [
      ["MSc Environmental Sciences – Soil and Water", "master"],
      ["BSc Environment and Bio-Resources Management", "bachelor"],
    ],
    courses: [
      ["Life Cycle Assessment", "LCA-501", [0, 1], ["Goal and scope definition", "Life cycle inventory", "Impact assessment methods"]],
      ["Soil Health and Fertility", "SOIL-320", [0, 1], ["Soil biology", "Soil health indicators"]],
      ["Sustainable Water Management", "WAT-540", [0], ["Catchment hydrology", "Water governance"]],
    ],
  },
  {
    shortName: "TU Delft",
    name: "Delft University of Technology",
    country: "Netherlands",
    city: "Delft",
    website: "https://www.tudelft.nl",
    emailDomains: ["tudelft.nl", "student.tudelft.nl"],
    degrees: [
      ["MSc Sustainable Energy Technology", "master"],
      ["MSc Industrial Ecology", "master"],
    ],
    courses: [
      ["Renewable Energy Systems", "SET-3015", [0], ["Solar and wind resources", "Grid integration and storage"]],
      ["Circular Product Design", "IE-4120", [1], ["Design for disassembly", "Material flows"]],
      ["Urban Mobility Transitions", "IE-4350", [0, 1], ["Mobility planning", "Active and shared mobility"]],
    ],
  },
  {
    shortName: "ETH Zurich",
    name: "ETH Zurich – Swiss Federal Institute of Technology",
    country: "Switzerland",
    city: "Zurich",
    website: "https://ethz.ch",
    emailDomains: ["ethz.ch", "student.ethz.ch"],
    degrees: [
      ["MSc Environmental Sciences", "master"],
      ["MSc Science, Technology and Policy", "master"],
    ],
    courses: [
      ["Climate Adaptation Planning", "701-1234", [0, 1], ["Climate risk assessment", "Adaptation measures"]],
      ["Biodiversity Monitoring", "701-2410", [0], ["Field methods", "Molecular methods"]],
      ["Carbon Accounting and Climate Policy", "860-0040", [1], ["Corporate inventories", "Policy instruments"]],
    ],
  },
  {
    shortName: "Lund",
    name: "Lund University",
    country: "Sweden",
    city: "Lund",
    website: "https://www.lunduniversity.lu.se",
    emailDomains: ["lu.se", "student.lu.se"],
    degrees: [
      ["MSc Environmental Management and Policy", "master"],
      ["BSc Environmental Science", "bachelor"],
    ],
    courses: [
      ["Corporate Sustainability Reporting", "IMEN41", [0], ["The CSRD and ESRS", "Double materiality"]],
      ["Circular Business Models", "IMEN42", [0, 1], ["Value propositions", "Reverse logistics"]],
      ["Environmental Policy Instruments", "MVEN10", [0, 1], ["Market-based instruments", "Regulation and information"]],
    ],
  },
];

export const universities = table.map((university) => {
  const id = stableId("uni", university.shortName);
  const degrees = university.degrees.map(([name, level]) => ({ id: stableId("deg", `${id}/${name}`), name, level }));
  const courses = [];
  const sections = [];
  for (const [name, code, degreeIndexes, sectionNames] of university.courses) {
    const courseId = stableId("course", `${id}/${name}`);
    courses.push({ id: courseId, name, code, degreeIds: degreeIndexes.map((index) => degrees[index].id) });
    for (const sectionName of sectionNames) {
      sections.push({ id: stableId("sec", `${courseId}/${sectionName}`), name: sectionName, courseId });
    }
  }
  const { shortName, name, country, city, website, emailDomains } = university;
  return { id, shortName, name, country, city, website, emailDomains, degrees, courses, sections };
});

/** The ids a product links to, found by the university's short name, course and section names. */
export function placeOf(shortName, courseName, sectionName) {
  const university = universities.find((entry) => entry.shortName === shortName);
  const course = university?.courses.find((entry) => entry.name === courseName);
  const section = university?.sections.find((entry) => entry.courseId === course?.id && entry.name === sectionName);
  if (!university || !course || !section) throw new Error(`Unknown place ${shortName} / ${courseName} / ${sectionName}`);
  return { universityId: university.id, degreeId: course.degreeIds[0], courseId: course.id, sectionId: section.id };
}
