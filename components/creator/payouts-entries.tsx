"use client";

import { useEffect, useRef, useState } from "react";
import { ShowMore } from "@/components/ui/show-more";
import type { PayoutEntry } from "@/lib/types/payout";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { MoneyBreakdown } from "./money-breakdown";

const statusText: Record<PayoutEntry["status"], string> = {
  pending: "On hold",
  available: "Available",
  processing: "Being paid out",
  paid: "Paid out",
  reversed: "Refunded",
};

function detail(entry: PayoutEntry) {
  if (entry.kind === "reversal") return "Refund of a share already paid out";
  const share = `your share (${entry.share} %)`;
  if (entry.status === "pending") return `${share} · available ${formatDate(entry.availableOn)}`;
  if (entry.status === "paid" && entry.paidOn) return `${share} · paid ${formatDate(entry.paidOn)}`;
  return share;
}

const ledger = () => import("@/lib/db/payouts");

type EntriesProps = { entries: PayoutEntry[]; next: string | null };
type More = { for: PayoutEntry[]; entries: PayoutEntry[]; next: string | null; added: number; status: "idle" | "loading" | "failed"; error: unknown };

/**
 * The ledger, newest first: one entry per sale share, one per refund of a paid share. The first
 * page comes with the balance; "Show more" reads the next from Firestore (lib/db/payouts.ts).
 */
export function PayoutsEntries({ entries, next }: EntriesProps) {
  const [state, setMore] = useState<More>({ for: entries, entries, next, added: 0, status: "idle", error: null });
  // A reload of the page's view (after "Pay out now") starts the list over.
  const more: More = state.for === entries ? state : { for: entries, entries, next, added: 0, status: "idle", error: null };
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || more.status !== "idle") return;
    (list.current?.children[focusFrom.current] as HTMLElement | undefined)?.focus();
    focusFrom.current = null;
  }, [more.status, more.entries.length]);

  const showMore = async () => {
    if (!more.next) return;
    focusFrom.current = more.entries.length;
    setMore({ ...more, status: "loading" });
    try {
      const page = await (await ledger()).readMorePayoutEntries(more.next);
      setMore({ for: entries, entries: [...more.entries, ...page.entries], next: page.next, added: page.entries.length, status: "idle", error: null });
    } catch (error) {
      setMore({ ...more, status: "failed", error });
    }
  };

  if (!more.entries.length) return <p className="text-slate-700">No sales yet. Your share of each sale appears here.</p>;
  return (
    <div>
      <ul ref={list} aria-label="Latest payout entries" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {more.entries.map((entry) => (
          // Focusable from script only: "Show more" moves focus to the first new entry.
          <li key={entry.id} tabIndex={-1} className="space-y-1 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{entry.title || entry.productId}</p>
                <p className="text-sm text-slate-700">
                  {formatDate(entry.createdOn)} · {detail(entry)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`font-semibold ${entry.amount < 0 ? "text-red-700" : "text-slate-900"}`}>{formatPrice(entry.amount)}</span>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">{statusText[entry.status]}</span>
              </div>
            </div>
            {entry.breakdown ? <MoneyBreakdown money={entry.breakdown} subject={`${entry.title || entry.productId}, ${formatDate(entry.createdOn)}`} /> : null}
          </li>
        ))}
      </ul>
      <ShowMore
        noun="entries"
        shown={more.entries.length}
        added={more.added}
        hasMore={more.next !== null}
        loading={more.status === "loading"}
        failed={more.status === "failed"}
        error={more.error}
        onMore={() => void showMore()}
      />
    </div>
  );
}
