import type { ProductOption } from "@/lib/types/access";
import { comparableText } from "@/lib/utils/visible-text";

const stateNote = (state: string) => (state && state !== "approved" ? ` (${state})` : "");

/** Titles (compared as a reader sees them) that more than one product has. */
function sharedTitles(products: ProductOption[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const title of products.map((product) => comparableText(product.title))) (seen.has(title) ? shared : seen).add(title);
  return shared;
}

/** Every product by title; products outside the catalogue say their state, and products sharing a title their id. */
export function ProductSelect({ id, products, value, onChange }: { id: string; products: ProductOption[]; value: string; onChange: (id: string) => void }) {
  const shared = sharedTitles(products);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Product
      </label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      >
        <option value="">Choose a product</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.title}
            {stateNote(product.state)}
            {shared.has(comparableText(product.title)) ? ` · ${product.id}` : ""}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The required reason of every access change (3 to 500 characters). */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (reason: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Reason
      </label>
      <textarea
        id={id}
        required
        minLength={3}
        maxLength={500}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
      <p className="mt-1 text-xs text-slate-600">3 to 500 characters, kept in the audit log.</p>
    </div>
  );
}

export const buttonClass = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const secondaryButtonClass = "rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60";
