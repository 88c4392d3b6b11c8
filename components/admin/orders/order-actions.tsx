"use client";

import { useRef, useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { DECISION_REASON_MAX } from "@/lib/orders/refund-rules";
import { decisionReasonBody } from "@/lib/schemas/orders";
import { firstProblem } from "@/lib/schemas/parse";
import type { Order } from "@/lib/types/order";

type Action = "refund" | "reject" | "goodwill";

const copy: Record<Action, { button: string; label: string; done: string }> = {
  refund: { button: "Refund", label: "Reason for the refund (kept in the audit log)", done: "The refund was started." },
  reject: { button: "Reject request", label: "Reason for the buyer (they read it)", done: "The buyer was told the request was rejected." },
  goodwill: { button: "Grant goodwill", label: "Reason for goodwill (kept in the audit log)", done: "The buyer may now ask for a refund at any time." },
};

/** The actions an order allows now: refund a paid order, reject a pending request, grant goodwill once. */
export function availableActions(order: Order): Action[] {
  if (order.status !== "paid") return [];
  return ["refund", ...(order.refundRequest?.state === "pending" ? (["reject"] as const) : []), ...(order.goodwillOn ? [] : (["goodwill"] as const))];
}

/**
 * One reason field and a button per action. A button stays disabled while its call runs, and the
 * server does each action once whatever arrives twice (transactions and fixed ids), so a double
 * click changes nothing more. `onDone` reloads the order.
 */
export function OrderActions({ order, onDone }: { order: Order; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  // A second click in the same frame, before the disabled button renders, must not send again.
  const busy = useRef(false);
  const actions = availableActions(order);
  if (!actions.length) return null;

  const run = async (action: Action) => {
    if (busy.current) return;
    const problem = firstProblem(decisionReasonBody, { reason })?.message ?? null;
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    busy.current = true;
    setRunning(action);
    try {
      const api = await import("@/lib/api/admin");
      if (action === "refund") await api.refundOrder(order.id, reason);
      else await api.decideOrder(order.id, action, reason);
      toast.success(copy[action].done);
      setReason("");
      onDone();
    } catch (caught) {
      // The reason stays in the field, to send again or copy.
      setFormError(caught instanceof Error ? caught.message : "The change could not be saved. Please try again.");
    }
    busy.current = false;
    setRunning(null);
  };
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <form onSubmit={submit} noValidate aria-labelledby="actions-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="actions-heading" className="text-xl font-semibold text-slate-900">Actions</h2>
      <TextAreaField
        id="order-action-reason"
        label="Reason"
        hint={actions.map((action) => copy[action].label).join(" · ")}
        value={reason}
        limit={DECISION_REASON_MAX}
        rows={4}
        error={fieldError ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <Button key={action} variant={action === "refund" ? "primary" : "secondary"} disabled={running !== null} onClick={() => void run(action)}>
            {running === action ? "Saving…" : copy[action].button}
          </Button>
        ))}
      </div>
    </form>
  );
}
