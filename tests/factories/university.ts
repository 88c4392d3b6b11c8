import type { UniversityTree } from "@/lib/types/university";

/** BOKU as GET /api/creator/universities/[id] answers it: its master's degree, no courses or sections unless given. */
export function aUniversityTree(overrides: Partial<UniversityTree> = {}): UniversityTree {
  const degrees = [{ id: "deg_msc", name: "MSc Environmental Sciences", level: "master" }];
  return { id: "uni_boku", name: "BOKU University, Vienna", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at", degrees, courses: [], sections: [], ...overrides };
}
