"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import type { RelationSort } from "@/lib/db/relations";

export const sortLabels: Record<RelationSort, string> = { recent: "Recently opened", title: "Title", purchased: "Purchase date" };
const MAX_SEARCH = 100;

type LibraryControlsProps = { sort: RelationSort; search: string; onSort: (sort: RelationSort) => void; onSearch: (search: string) => void };

/** Search by title (on submit, so each keystroke is not a query) and the order of the list. */
export function LibraryControls({ sort, search, onSort, onSearch }: LibraryControlsProps) {
  const [draft, setDraft] = useState(search);
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <form
        role="search"
        className="flex w-full gap-2 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <label className="flex-1">
          <span className="block text-sm font-medium text-slate-800">Search your library</span>
          <input
            type="search"
            value={draft}
            maxLength={MAX_SEARCH}
            onChange={(event) => {
              setDraft(event.target.value);
              // Clearing the box shows everything again without a second click.
              if (event.target.value === "" && search !== "") onSearch("");
            }}
            placeholder="Course title"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <Button type="submit" className="self-end">
          Search
        </Button>
      </form>
      <label className="sm:w-56">
        <span className="block text-sm font-medium text-slate-800">Sort by</span>
        <select
          value={sort}
          onChange={(event) => onSort(event.target.value as RelationSort)}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          {(Object.keys(sortLabels) as RelationSort[]).map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
