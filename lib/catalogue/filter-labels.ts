import type { EctsBand } from "./query";
import { sdgNames } from "./sdg-names";

// Kept apart from labels.ts, which imports formatting helpers: the catalogue's goal and credit
// filters render in the browser and carry only these.
export const ectsBandLabels: Record<EctsBand, string> = { "under-1": "Under 1", "1-2": "1 to 2.5", "3-5": "3 to 5.5", "6-plus": "6 or more" };

export const sdgLabel = (goal: number) => `SDG ${goal}: ${sdgNames[goal - 1] ?? ""}`;
