import type { OrderActor, OrderEvent, OrderEventType } from "@/lib/types/order-event";
import { DISPLAY_TIME_ZONE } from "@/lib/utils/format";

const labels: Record<OrderEventType, string> = {
  created: "Order created",
  paid: "Paid",
  refund_requested: "Refund requested",
  goodwill_granted: "Goodwill granted",
  refund_started: "Refund started",
  request_rejected: "Request rejected",
  refunded: "Refunded",
};

// Several events can fall on one day: the time tells their order.
const when = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: DISPLAY_TIME_ZONE }).format(new Date(iso));

const who = (actor: OrderActor) => (actor.role === "provider" ? "payment provider" : `${actor.role} ${actor.email || actor.uid}`);

/** What happened to an order, oldest first, with when and by whom. */
export function OrderEvents({ events }: { events: OrderEvent[] }) {
  return (
    <section aria-labelledby="events-heading" className="space-y-3">
      <h2 id="events-heading" className="text-xl font-semibold text-slate-900">Events</h2>
      <ol aria-label="Order events" className="space-y-3 border-l-2 border-slate-200 pl-4">
        {events.map((event) => (
          <li key={`${event.type}-${event.at}`} className="space-y-0.5">
            <p className="font-medium text-slate-900">{labels[event.type]}</p>
            <p className="text-sm break-words text-slate-600">
              <time dateTime={event.at}>{when(event.at)}</time> · {who(event.actor)}
            </p>
            {event.note ? <p className="break-words whitespace-pre-line text-slate-700">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
