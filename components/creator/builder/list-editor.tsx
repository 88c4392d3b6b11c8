"use client";

import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { smallButton } from "./panel";

type Column<T> = { key: keyof T & string; label: string; maxLength: number; multiline?: boolean; type?: string; placeholder?: string };

type ListEditorProps<T extends Record<string, string>> = {
  id: string;
  legend: string;
  /** e.g. "Add an outcome". */
  addLabel: string;
  itemLabel: string;
  items: T[];
  columns: Column<T>[];
  blank: T;
  max: number;
  onChange: (items: T[]) => void;
  /** Keyed `${id}.${index}.${column}` as course-validation reports them. */
  errors: Record<string, string>;
  errorKey: string;
};

/** A short list of records (FAQ, resources) the creator adds to, edits, reorders and removes from. */
export function ListEditor<T extends Record<string, string>>({ id, legend, addLabel, itemLabel, items, columns, blank, max, onChange, errors, errorKey }: ListEditorProps<T>) {
  const update = (index: number, key: keyof T, value: string) => onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const moveBy = (index: number, by: -1 | 1) => {
    const next = [...items];
    const target = index + by;
    [next[index], next[target]] = [next[target] as T, next[index] as T];
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {items.length === 0 ? <p className="mt-1 text-sm text-slate-600">None yet.</p> : null}
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => (
          <li key={index} className="rounded-md border border-slate-200 p-3">
            <div className="space-y-2">
              {columns.map((column) => {
                const fieldId = `${id}-${index}-${column.key}`;
                const label = `${itemLabel} ${index + 1}: ${column.label}`;
                const error = errors[`${errorKey}.${index}.${column.key}`];
                return column.multiline ? (
                  <TextAreaField key={column.key} id={fieldId} label={label} rows={3} limit={column.maxLength} value={item[column.key] ?? ""} onChange={(event) => update(index, column.key, event.target.value)} error={error} />
                ) : (
                  <TextField
                    key={column.key}
                    id={fieldId}
                    label={label}
                    type={column.type}
                    placeholder={column.placeholder}
                    maxLength={column.maxLength}
                    value={item[column.key] ?? ""}
                    onChange={(event) => update(index, column.key, event.target.value)}
                    error={error}
                  />
                );
              })}
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={smallButton} disabled={index === 0} onClick={() => moveBy(index, -1)} aria-label={`Move ${itemLabel.toLowerCase()} ${index + 1} up`}>
                Up
              </button>
              <button type="button" className={smallButton} disabled={index === items.length - 1} onClick={() => moveBy(index, 1)} aria-label={`Move ${itemLabel.toLowerCase()} ${index + 1} down`}>
                Down
              </button>
              <button type="button" className={smallButton} onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors[errorKey] ? <p className="mt-1 text-sm text-red-700">{errors[errorKey]}</p> : null}
      <button type="button" className={`${smallButton} mt-3`} disabled={items.length >= max} onClick={() => onChange([...items, { ...blank }])}>
        {addLabel}
      </button>
      {items.length >= max ? <p className="mt-1 text-sm text-slate-600">That is the most this list can hold ({max}).</p> : null}
    </fieldset>
  );
}
