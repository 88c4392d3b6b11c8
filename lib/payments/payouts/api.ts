import { fetchAsUser, getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { Connection, PayoutEntriesPage, PayoutsView } from "@/lib/types/payout";

// Browser side of /api/creator/payouts: the server owns every payout document.
export const fetchPayouts = () => getAsUser<PayoutsView>("/api/creator/payouts");

export const fetchPayoutEntries = (after: string) => getAsUser<PayoutEntriesPage>(`/api/creator/payouts/entries?after=${encodeURIComponent(after)}`);

export const startOnboarding = () => postAsUser<{ url: string; connection: Connection }>("/api/creator/payouts/connect", {});

export const payOutNow = () => fetchAsUser<{ transferId: string; amount: number; entries: number }>("POST", "/api/creator/payouts/withdraw");

export const finishLocalOnboarding = () => fetchAsUser<{ connection: Connection }>("POST", "/api/creator/payouts/local-onboarding");
