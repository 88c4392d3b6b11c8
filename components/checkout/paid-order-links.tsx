import { ButtonLink } from "@/components/ui/button";


/** Where a buyer goes after a paid order: the library, or the order's receipt. */
export function PaidOrderLinks({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href="/library">Go to your library</ButtonLink>
      <ButtonLink href={`/dashboard/orders/${orderId}`} variant="secondary">
        View receipt
      </ButtonLink>
    </div>
  );
}
