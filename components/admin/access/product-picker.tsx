"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { PRODUCT_QUERY_MAX } from "@/lib/admin/access-input";
import type { ProductOption } from "@/lib/types/access";
import { useProductSearch, type ProductSearch } from "./use-product-search";

type Props = { id: string; value: ProductOption | null; onChange: (product: ProductOption | null) => void };

const stateNote = (state: string) => (state && state !== "approved" ? ` (${state})` : "");

function statusText(search: ProductSearch): string {
  if (search.status === "loading") return "Searching…";
  if (search.status !== "ready") return "";
  const { products, more } = search.choices;
  if (!products.length) return `No product matches “${search.text}”.`;
  const count = `${products.length} ${products.length === 1 ? "result" : "results"}`;
  return more ? `${count}; more match, type more of the title.` : `${count}.`;
}

/**
 * The product of a grant, searched by the start of its title's words or found by its pasted id:
 * a combobox with a list of at most 10 products (WAI-ARIA APG "combobox with listbox popup",
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Arrow keys move through the list, Enter
 * chooses, Escape closes it (and clears the field when it is closed). Editing the text drops the
 * chosen product, so what is granted is always what the field shows.
 */
export function ProductPicker({ id, value, onChange }: Props) {
  const [text, setText] = useState(value?.title ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { search, ask, cancel } = useProductSearch();
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const options = search.status === "ready" ? search.choices.products : [];
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  function type(next: string) {
    setText(next);
    if (value) onChange(null);
    setActive(-1);
    setOpen(true);
    ask(next);
  }

  function choose(product: ProductOption) {
    onChange(product);
    setText(product.title);
    setOpen(false);
    setActive(-1);
    cancel();
  }

  // The Retry button goes with the error: the focus goes back to the field, where the answer will show.
  function retry() {
    if (search.status !== "failed") return;
    input.current?.focus();
    ask(search.text, 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && last >= 0) {
      event.preventDefault();
      setOpen(true);
      if (event.key === "ArrowDown") setActive(!expanded || active >= last ? 0 : active + 1);
      else setActive(!expanded || active <= 0 ? last : active - 1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape" && (expanded || text)) {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else type("");
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Product
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          required
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          autoComplete="off"
          spellCheck={false}
          maxLength={PRODUCT_QUERY_MAX}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching products"
          hidden={!expanded}
          className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((product, index) => (
            <li
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so the list is not closed before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product)}
              className={`cursor-pointer px-3 py-2 break-words ${index === active ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-700" : "hover:bg-slate-50"}`}
            >
              <span className="block text-slate-900">
                {product.title}
                {stateNote(product.state)}
              </span>{" "}
              <span className="block font-mono text-xs text-slate-600">{product.id}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Type the start of a word of the title, or paste a product id (drafts are found by id only).
      </p>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm text-slate-700">
        {statusText(search)}
      </p>
      {search.status === "failed" ? <LoadError className="mt-2" message="The products could not be searched." cause={search.error} onRetry={retry} /> : null}
      {value ? (
        <p className="mt-1 text-sm break-words text-slate-800">
          Chosen: <span className="font-semibold">{value.title}</span>
          {stateNote(value.state)} · <span className="font-mono text-xs">{value.id}</span>
        </p>
      ) : null}
    </div>
  );
}
