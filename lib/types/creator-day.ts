import type { BreakdownCents } from "./breakdown";

/**
 * One product's figures on one creator's day; each changes by increments only. The money is the
 * sum of the day's sale breakdowns (a day written before them holds `revenueCents`, a share of
 * the gross price, until scripts/backfill-creator-days.ts rewrites it).
 */
export type StoredDayFigures = BreakdownCents & { units: number; enrolments: number; title?: string };

/** creatorDays/{uid}_{YYYY-MM-DD} as stored (lib/db/creator-days.ts): one creator's Vienna day. */
export type CreatorDayDoc = { uid: string; day: string; products: Record<string, StoredDayFigures> };
