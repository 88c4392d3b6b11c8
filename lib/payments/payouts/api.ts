import { fetchAsUser, getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { Connection, PayoutsView } from "@/lib/types/payout";

// Browser side of /api/creator/payouts: the server writes every payout document. More ledger
// entries are read from Firestore directly (lib/db/payouts.ts).
export const fetchPayouts = () => getAsUser<PayoutsView>("/api/creator/payouts");

export const startOnboarding = () => postAsUser<{ url: string; connection: Connection }>("/api/creator/payouts/connect", {});

export const payOutNow = () => fetchAsUser<{ transferId: string; amount: number; entries: number }>("POST", "/api/creator/payouts/withdraw");

export const finishLocalOnboarding = () => fetchAsUser<{ connection: Connection }>("POST", "/api/creator/payouts/local-onboarding");
