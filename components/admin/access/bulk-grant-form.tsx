"use client";

import { Button } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { TableScroll } from "@/components/ui/table-scroll";
import { BULK_MAX } from "@/lib/admin/access-input";
import { bulkGrantBody } from "@/lib/schemas/admin";
import { fieldProblems } from "@/lib/schemas/parse";
import type { BulkResult, BulkStatus, ProductOption } from "@/lib/types/access";
import { ReasonField } from "./access-form-parts";
import { ProductPicker } from "./product-picker";

const statusLabel: Record<BulkStatus, string> = {
  granted: "Granted",
  already: "Already had access",
  "no-account": "No account",
  invalid: "Invalid email",
};

/** One product to many pasted emails; the table says what happened to each. */
export function BulkGrantForm() {
  const [emails, setEmails] = useState("");
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The form names the pasted list first, then the product, then the reason.
    const found = fieldProblems(bulkGrantBody, { emails, productId: product?.id ?? "", reason });
    const problem = found.emails ?? found.productId ?? found.reason ?? null;
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const { grantInBulk } = await import("@/lib/api/admin");
      setResults(await grantInBulk(emails, product?.id ?? "", reason.trim()));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The grants could not be saved.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="bulk-heading" className="space-y-4">
      <h2 id="bulk-heading" className="text-xl font-semibold text-slate-900">
        Grant in bulk
      </h2>
      <form noValidate onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor="bulk-emails" className="block text-sm font-medium text-slate-900">
            Emails
          </label>
          <textarea
            id="bulk-emails"
            rows={5}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            aria-describedby="bulk-emails-hint"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <p id="bulk-emails-hint" className="mt-1 text-xs text-slate-600">
            Separated by commas, spaces or new lines; at most {BULK_MAX}. Each address counts once.
          </p>
        </div>
        <ProductPicker id="bulk-product" value={product} onChange={setProduct} />
        <ReasonField id="bulk-reason" value={reason} onChange={setReason} />
        <FormError message={error} />
        <Button type="submit" disabled={pending}>
          {pending ? "Granting…" : "Grant to all"}
        </Button>
      </form>
      {results ? <BulkResults results={results} /> : null}
    </section>
  );
}

function BulkResults({ results }: { results: BulkResult[] }) {
  return (
    <TableScroll label="Results">
      <table className="min-w-full text-left text-sm">
        <caption className="text-left font-semibold text-slate-900">Results</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">Email</th>
            <th scope="col" className="py-2">Result</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.email} className="border-b border-slate-200">
              <td className="py-2 pr-4 font-mono">{result.email}</td>
              <td className="py-2">{statusLabel[result.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
