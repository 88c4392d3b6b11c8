"use client";

import { useRef, useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { HttpError } from "@/lib/http/error";
import { REFUND_REASON_MAX, REFUND_WINDOW_DAYS, refundRefusal, windowEnd } from "@/lib/orders/refund-rules";
import { refundRequestBody } from "@/lib/schemas/orders";
import { firstProblem } from "@/lib/schemas/parse";
import type { Order, RefundRequest as Request } from "@/lib/types/order";
import { formatDate } from "@/lib/utils/format";

const box = "space-y-3 rounded-xl border border-slate-200 bg-white p-5 print:hidden";

function Answered({ request }: { request: Request }) {
  if (request.state === "pending") {
    return (
      <section aria-labelledby="refund-heading" className={box}>
        <h2 id="refund-heading" className="text-xl font-semibold text-slate-900">Refund requested</h2>
        <p className="text-slate-700">You asked for a refund on {formatDate(request.requestedOn)}. We will answer in your notifications and by email.</p>
        <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-700">{request.reason}</blockquote>
      </section>
    );
  }
  return (
    <section aria-labelledby="refund-heading" className={box}>
      <h2 id="refund-heading" className="text-xl font-semibold text-slate-900">Refund request declined</h2>
      <p className="text-slate-700">
        We answered your request{request.decidedOn ? ` on ${formatDate(request.decidedOn)}` : ""}: {request.rejectReason}
      </p>
    </section>
  );
}

/**
 * The refund part of a receipt: the form while the buyer may ask (lib/orders/refund-rules.ts), the
 * request once asked, or why no request is possible. `onRequested` shows the new request.
 */
export function RefundRequestPanel({ order, onRequested }: { order: Order; onRequested: (request: Request) => void }) {
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A second click in the same frame, before the disabled button renders, must not send again.
  const busy = useRef(false);

  // A refunded order's status says it all, whether or not it was asked for.
  if (order.status === "refunded") return null;
  if (order.refundRequest) return <Answered request={order.refundRequest} />;
  const refusal = refundRefusal(order, new Date());
  if (refusal?.code === "refund-request/waived" || refusal?.code === "refund-request/window-closed") {
    return (
      <section aria-labelledby="refund-heading" className={box}>
        <h2 id="refund-heading" className="text-xl font-semibold text-slate-900">Refunds</h2>
        <p className="text-slate-700">
          {refusal.code === "refund-request/waived" ? refusal.message : `The ${REFUND_WINDOW_DAYS} days to ask for a refund of this order ended on ${formatDate(windowEnd(order).toISOString())}.`}
        </p>
      </section>
    );
  }
  if (refusal) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const problem = firstProblem(refundRequestBody, { reason })?.message ?? null;
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    busy.current = true;
    setPending(true);
    try {
      const { askForRefund } = await import("@/lib/api/orders");
      await askForRefund(order.id, reason);
      onRequested({ state: "pending", reason: reason.trim(), requestedOn: new Date().toISOString() });
    } catch (caught) {
      // The text stays in the field, so nothing typed is lost.
      const message = caught instanceof Error ? caught.message : "Your refund request could not be sent. Please try again.";
      if (caught instanceof HttpError && caught.code === "refund-request/invalid-reason") setFieldError(message);
      else setFormError(message);
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-heading" className={box}>
      <h2 id="refund-heading" className="text-xl font-semibold text-slate-900">Ask for a refund</h2>
      <p className="text-slate-700">
        {order.goodwillOn
          ? "We offered to refund this order. Tell us why you want your money back."
          : `You can ask for a refund until ${formatDate(windowEnd(order).toISOString())}. Tell us why you want your money back.`}{" "}
        An admin reads every request; a refund ends your access to these items.
      </p>
      <TextAreaField
        id="refund-reason"
        label="Your reason"
        value={reason}
        limit={REFUND_REASON_MAX}
        rows={5}
        error={fieldError ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Ask for a refund"}
      </Button>
    </form>
  );
}
