import { Link } from "@/components/ui/link";

/** Where a buyer goes after a paid order: the library, or the order's receipt. */
export function PaidOrderLinks({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link href="/library" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Go to your library
      </Link>
      <Link href={`/dashboard/orders/${orderId}`} className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50">
        View receipt
      </Link>
    </div>
  );
}
