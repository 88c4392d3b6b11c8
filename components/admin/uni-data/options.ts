import type { UniversityTreeLoad } from "@/components/universities/use-university-tree";
import type { UniversityChoice, UniversityTree } from "@/lib/types/university";
import type { Option } from "./choice-fields";

// Entries show full names (SPEC §3) and carry ids as values.
export const universityOptions = (universities: UniversityChoice[]): Option[] => universities.map((university) => ({ value: university.id, label: university.name }));

export const degreeOptions = (university: UniversityTree | undefined): Option[] =>
  (university?.degrees ?? []).map((degree) => ({ value: degree.id, label: degree.level ? `${degree.name} (${degree.level})` : degree.name }));

export const courseOptions = (university: UniversityTree | undefined): Option[] =>
  (university?.courses ?? []).map((course) => ({ value: course.id, label: course.code ? `${course.code} ${course.name}` : course.name }));

/** The chosen university's tree once it has loaded. */
export const loadedTree = (load: UniversityTreeLoad) => (load.status === "ready" ? load.tree : undefined);

/** What a choice among the chosen university's `what` says while they load, or after they could not be. */
export const waitingFor = (load: UniversityTreeLoad, what: string) =>
  load.status === "loading" ? `Loading the university's ${what}…` : load.status === "failed" ? `The university's ${what} could not be loaded` : null;

// The label says how to type the list, since TextField has no separate hint line.
export const DOMAINS_LABEL = "Student email domains (comma-separated; subdomains count)";
export const DOMAINS_PLACEHOLDER = "tudelft.nl, student.tudelft.nl";
