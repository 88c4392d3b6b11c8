/**
 * The term in which a reviewer took the university course, as European universities name them:
 * "Winter 2026/27" (October to February) and "Summer 2026" (March to September). A review offers
 * the current term and the seven before it; firestore.rules check the same shape and years.
 */
export const RECENT_TERM_COUNT = 8;
export const TERM_MAX = 14;

/** The term running at `date` (UTC). */
function termAt(date: Date): { winter: boolean; year: number } {
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  if (month >= 9) return { winter: true, year };
  if (month <= 1) return { winter: true, year: year - 1 };
  return { winter: false, year };
}

const label = ({ winter, year }: { winter: boolean; year: number }) => (winter ? `Winter ${year}/${String((year + 1) % 100).padStart(2, "0")}` : `Summer ${year}`);

/** The current term and the ones before it, newest first. */
export function recentTerms(now: Date = new Date(), count = RECENT_TERM_COUNT): string[] {
  let term = termAt(now);
  const terms: string[] = [];
  for (let index = 0; index < count; index++) {
    terms.push(label(term));
    // Before a winter term comes the summer of its first year; before a summer, the winter that began a year earlier.
    term = term.winter ? { winter: false, year: term.year } : { winter: true, year: term.year - 1 };
  }
  return terms;
}

export type CheckedTerm = { ok: true; term: string | null } | { ok: false; error: string };

/** A submitted term: "" or absent is none; anything else must be one of recentTerms(now). */
export function checkTerm(value: unknown, now: Date = new Date()): CheckedTerm {
  if (value === undefined || value === null || value === "") return { ok: true, term: null };
  if (typeof value !== "string") return { ok: false, error: "Choose a term from the list." };
  if (value.length > TERM_MAX) return { ok: false, error: `A term is at most ${TERM_MAX} characters, e.g. ${recentTerms(now)[0]}. Choose one from the list.` };
  return recentTerms(now).includes(value) ? { ok: true, term: value } : { ok: false, error: "Choose a term from the list." };
}
