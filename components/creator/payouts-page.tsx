"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useMemo, useState } from "react";
import { useLoad } from "@/components/ui/use-load";
import { FormError } from "@/components/auth/form-parts";
import type { PayoutsView } from "@/lib/types/payout";
import { formatPrice } from "@/lib/utils/format";
import { useAppSelector } from "@/store/hooks";
import { selectIsCreator, selectSession } from "@/store/user-slice";
import { NoCoursesYet } from "./no-courses-yet";
import { PayoutsBalance } from "./payouts-balance";
import { PayoutsEntries } from "./payouts-entries";

// Loaded on first use, so the route helpers (and Firebase Auth) stay out of the first download.
const payoutsApi = () => import("@/lib/api/creator");

function ConnectionCard({ view, busy, onConnect }: { view: PayoutsView; busy: boolean; onConnect: () => void }) {
  const { connection } = view;
  const state = connection?.onboarding ?? "not_started";
  const text = {
    not_started: "Connect a payout account to receive your share of each sale.",
    pending: "Your payout account is not finished yet. Continue onboarding to receive payouts.",
    complete: `Your payout account is ready${connection?.provider === "local" ? " (local test account)" : ""}.`,
  }[state];
  return (
    <section aria-labelledby="payout-account" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="payout-account" className="text-lg font-semibold text-slate-900">
        Payout account
      </h2>
      <p className="text-slate-700">{text}</p>
      {state !== "complete" ? (
        <Button disabled={busy} onClick={onConnect}>
          {busy ? "Opening…" : state === "not_started" ? "Connect payout account" : "Continue onboarding"}
        </Button>
      ) : null}
    </section>
  );
}

/** Nothing to show but zeros: no course of one's own, and no payout account or share ever. */
const isEmptyForLearner = (view: PayoutsView, isCreator: boolean) =>
  !isCreator && !view.connection && view.entries.length === 0 && Object.values(view.balance).every((amount) => amount === 0);

/** /dashboard/payouts: the creator's payout account, balances, latest entries and "Pay out now". */
export function PayoutsPage() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const isCreator = useAppSelector(selectIsCreator);
  // Asked once the session is known: the route needs the creator's ID token.
  const { state, refresh } = useLoad(useMemo(() => (uid ? async () => (await payoutsApi()).fetchPayouts() : null), [uid]));
  const [busy, setBusy] = useState<"connect" | "withdraw" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");

  const connect = async () => {
    setBusy("connect");
    setError(null);
    try {
      const { url } = await (await payoutsApi()).startOnboarding();
      window.location.assign(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Your payout account could not be connected.");
      setBusy(null);
    }
  };

  const withdraw = async () => {
    setBusy("withdraw");
    setError(null);
    setNotice("");
    try {
      const result = await (await payoutsApi()).payOutNow();
      setNotice(`${formatPrice(result.amount)} is on its way to your payout account.`);
      await refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The payout could not be made.");
    } finally {
      setBusy(null);
    }
  };

  // Until the creator check is in, whether the page is empty for a learner is not known either.
  const view: PayoutsView | null = state.status === "ready" && isCreator !== null ? state.value : null;
  const canWithdraw = view?.connection?.onboarding === "complete" && view.balance.available > 0;

  return (
    <section className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payouts</h1>
        <p className="text-slate-700">
          Your share of every sale: what is left of the price after VAT, the card fee and the commission, split by your payout percentage. Each entry shows how
          it is calculated; see sales per course on{" "}
          <Link href="/dashboard/performance" className="text-brand-700 underline underline-offset-2">
            Performance
          </Link>
          .
        </p>
      </div>
      {state.status === "loading" || (state.status === "ready" && !view) ? (
        <p role="status" className="text-slate-600">
          Loading your payouts…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <div role="alert" className="space-y-2 text-red-700">
          <p>{state.error instanceof Error ? state.error.message : "Your payouts could not be loaded."}</p>
          <button type="button" className="text-brand-700 underline underline-offset-2" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      ) : null}
      {view && isEmptyForLearner(view, isCreator === true) ? (
        <NoCoursesYet>Once a course of yours sells, your share of each sale shows here, and you connect a payout account to receive it.</NoCoursesYet>
      ) : view ? (
        <>
          <ConnectionCard view={view} busy={busy === "connect"} onConnect={() => void connect()} />
          <PayoutsBalance balance={view.balance} />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={!canWithdraw || busy !== null} onClick={() => void withdraw()}>
              {busy === "withdraw" ? "Paying out…" : "Pay out now"}
            </Button>
            {view.connection?.onboarding === "complete" && view.balance.available <= 0 ? (
              <span className="text-sm text-slate-600">Nothing is available to pay out yet.</span>
            ) : null}
          </div>
          <p aria-live="polite" className="text-sm text-brand-800">
            {notice}
          </p>
          <FormError message={error} />
          <section aria-labelledby="payout-entries" className="space-y-3">
            <h2 id="payout-entries" className="text-lg font-semibold text-slate-900">
              Latest entries
            </h2>
            <PayoutsEntries entries={view.entries} next={view.entriesNext} />
          </section>
        </>
      ) : null}
    </section>
  );
}
