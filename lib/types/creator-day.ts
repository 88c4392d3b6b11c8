/** One product's figures on one creator's day; each changes by increments only. */
export type StoredDayFigures = { units: number; revenueCents: number; enrolments: number; title?: string };

/** creatorDays/{uid}_{YYYY-MM-DD} as stored (lib/db/creator-days.mjs): one creator's Vienna day. */
export type CreatorDayDoc = { uid: string; day: string; products: Record<string, StoredDayFigures> };
