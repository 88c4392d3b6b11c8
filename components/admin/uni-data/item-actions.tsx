"use client";

import { Button } from "@/components/ui/button";
import { FormError } from "@/components/auth/form-parts";
import type { UniDataTarget } from "@/lib/admin/uni-data-edit";
import { EditFields } from "./edit-fields";
import { useItemActions } from "./use-item-actions";

const small = "rounded-md border px-2.5 py-1 text-sm font-medium disabled:opacity-60";
const neutral = `${small} border-slate-300 text-slate-800 hover:bg-slate-50`;
const danger = `${small} border-red-300 text-red-800 hover:bg-red-50`;

type Props = {
  target: UniDataTarget;
  label: string;
  values: Record<string, string>;
  /** Reloads what lists the item after an edit or delete; the page is refreshed without it. */
  onDone?: () => void;
};

/** "Edit" (an inline form) and "Delete" (asks first) for one university, degree, course or section. */
export function ItemActions({ target, label, values: initial, onDone }: Props) {
  const item = useItemActions(target, initial, onDone);
  const idPrefix = `edit-${target.kind}-${target.id}`;
  return (
    <div className="mt-1">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={neutral} aria-label={`Edit ${label}`} aria-expanded={item.mode === "editing"} onClick={() => item.open(item.mode === "editing" ? "idle" : "editing")}>
          Edit
        </button>
        <button type="button" className={danger} aria-label={`Delete ${label}`} onClick={() => item.open("confirming")}>
          Delete
        </button>
      </div>
      {item.mode === "editing" ? (
        <form noValidate onSubmit={item.save} aria-label={`Edit ${label}`} aria-busy={item.pending} className="mt-3 max-w-xl space-y-3 rounded-md border border-slate-200 p-4">
          <EditFields kind={target.kind} idPrefix={idPrefix} values={item.values} errors={item.errors} set={item.set} />
          <FormError message={item.message} />
          <div className="flex gap-2">
            <Button type="submit" disabled={item.pending}>
              {item.pending ? "Saving…" : "Save changes"}
            </Button>
            <button type="button" className={neutral} onClick={() => item.open("idle")}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {item.mode === "confirming" ? (
        <div role="group" aria-label={`Confirm deleting ${label}`} className="mt-3 max-w-xl space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
          <p className="text-slate-900">Delete {label}? This cannot be undone.</p>
          <FormError message={item.message} />
          <div className="flex gap-2">
            <button type="button" disabled={item.pending} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60" onClick={() => void item.remove()}>
              {item.pending ? "Deleting…" : "Yes, delete"}
            </button>
            <button type="button" className={neutral} onClick={() => item.open("idle")}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
