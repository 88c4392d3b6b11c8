import type { UniversityTree } from "@/lib/types/university";
import type { Option } from "./choice-fields";

// Entries show full names (SPEC §3) and carry ids as values.
export const universityOptions = (universities: UniversityTree[]): Option[] => universities.map((university) => ({ value: university.id, label: university.name }));

export const degreeOptions = (university: UniversityTree | undefined): Option[] =>
  (university?.degrees ?? []).map((degree) => ({ value: degree.id, label: degree.level ? `${degree.name} (${degree.level})` : degree.name }));

export const courseOptions = (university: UniversityTree | undefined): Option[] =>
  (university?.courses ?? []).map((course) => ({ value: course.id, label: course.code ? `${course.code} ${course.name}` : course.name }));

export const findUniversity = (universities: UniversityTree[], id: string) => universities.find((university) => university.id === id);
