"use client";

import { useState, type ChangeEvent, type InvalidEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { MAX_PRICE } from "@/lib/catalogue/query";

export const MIN_ABOVE_MAX = "The maximum price must be at least the minimum price.";

/** The browser's own verdict on a price field, in the words the course builder uses. */
function priceMessage({ validity }: HTMLInputElement): string {
  if (validity.badInput) return "The price must be a number.";
  if (validity.rangeUnderflow) return "The price cannot be negative.";
  if (validity.rangeOverflow) return `The price can be at most ${MAX_PRICE} €.`;
  if (validity.stepMismatch) return "Use at most two decimals for the price.";
  return MIN_ABOVE_MAX;
}

// The order of min and max is the one check the browser cannot make on a field alone.
function checkOrder(form: HTMLFormElement | null) {
  const min = form?.elements.namedItem("min");
  const max = form?.elements.namedItem("max");
  if (!(min instanceof HTMLInputElement) || !(max instanceof HTMLInputElement)) return;
  const crossed = min.value !== "" && max.value !== "" && Number(min.value) > Number(max.value);
  max.setCustomValidity(crossed ? MIN_ABOVE_MAX : "");
}

type Errors = { min?: string; max?: string };

/**
 * The price range of the catalogue's GET form. Without JavaScript the browser refuses a bad
 * price itself; with it, the reason is shown under the field, as in the other forms.
 */
export function PriceRangeFields({ min, max, className }: { min?: number; max?: number; className: string }) {
  const [errors, setErrors] = useState<Errors>({});

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    checkOrder(field.form);
    setErrors((previous) => ({ ...previous, [field.name]: undefined, ...(previous.max === MIN_ABOVE_MAX ? { max: undefined } : {}) }));
  };

  const invalid = (event: InvalidEvent<HTMLInputElement>) => {
    // Our message replaces the browser's bubble; focus goes to the first field to fix.
    event.preventDefault();
    const field = event.currentTarget;
    setErrors((previous) => ({ ...previous, [field.name]: priceMessage(field) }));
    const min = field.form?.elements.namedItem("min");
    if (field.name === "min" || !(min instanceof HTMLInputElement) || min.validity.valid) field.focus();
  };

  const field = (name: keyof Errors, label: string, value: number | undefined) => (
    <TextField
      id={`filter-${name}`}
      name={name}
      label={label}
      type="number"
      min={0}
      max={MAX_PRICE}
      step="0.01"
      inputMode="decimal"
      defaultValue={value}
      onChange={change}
      onInvalid={invalid}
      error={errors[name]}
      className={`${className} aria-invalid:border-red-600`}
    />
  );

  return (
    <div className="grid grid-cols-2 gap-3">
      {field("min", "Min price (€)", min)}
      {field("max", "Max price (€)", max)}
    </div>
  );
}
