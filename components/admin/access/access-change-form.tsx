"use client";

import { Button } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/auth/form-parts";
import { accessChangeBody } from "@/lib/schemas/admin";
import { fieldProblems } from "@/lib/schemas/parse";
import type { ProductOption } from "@/lib/types/access";
import { ReasonField } from "./access-form-parts";
import { ProductPicker } from "./product-picker";

const doneMessage = { granted: "Access granted.", already: "This user already has access to this product.", revoked: "Access revoked." };

/** Grant or revoke one product for the user found; keeps the input when the server refuses. */
export function AccessChangeForm({ email, onChanged }: { email: string; onChanged: () => Promise<void> }) {
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter instanceof HTMLButtonElement && submitter.value === "revoke" ? "revoke" : "grant";
    // The address was checked when the account was looked up.
    const found = fieldProblems(accessChangeBody, { action, email, productId: product?.id ?? "", reason });
    const problem = found.productId ?? found.reason ?? null;
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const { changeAccess } = await import("@/lib/api/admin");
      const result = await changeAccess({ action, email, productId: product?.id ?? "", reason: reason.trim() });
      toast.success(doneMessage[result]);
      setReason("");
      await onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The change could not be saved.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="change-access-heading" className="space-y-3 rounded-md border border-slate-200 p-4">
      <h3 id="change-access-heading" className="text-lg font-semibold text-slate-900">
        Grant or revoke access
      </h3>
      <ProductPicker id="access-product" value={product} onChange={setProduct} />
      <ReasonField id="access-reason" value={reason} onChange={setReason} />
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="action" value="grant" disabled={pending}>
          Grant access
        </Button>
        <Button type="submit" name="action" value="revoke" disabled={pending} variant="secondary">
          Revoke access
        </Button>
      </div>
      <p className="text-xs text-slate-600">Only granted access can be revoked; purchases stay (refunds are out of scope).</p>
    </form>
  );
}
