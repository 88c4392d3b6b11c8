import { priceLabels, productTypePlural, sortLabels } from "@/lib/catalogue/labels";
import { catalogueSorts, DEFAULT_SORT, MAX_SEARCH_LENGTH, priceFilters, type CatalogueQuery } from "@/lib/catalogue/query";
import { productTypes } from "@/lib/types/product";
import type { University } from "@/lib/types/university";
import { difficultyOptions } from "@/lib/utils/difficulty";
import { control, labelClass, Select } from "./filter-select";
import { GoalAndCreditFilters } from "./goal-and-credit-filters";
import { PriceRangeFields } from "./price-range-fields";
import { RestoredFormReset } from "./restored-form-reset";

/** How many filters (and a chosen order) narrow the results: shown on the folded panel. */
function activeFilters(query: CatalogueQuery): number {
  const range = query.min !== undefined || query.max !== undefined;
  return [query.type, query.university, query.price, query.difficulty, query.sdg, query.eqf, query.ects, query.captions].filter((value) => value !== undefined).length + (range ? 1 : 0) + (query.sort === DEFAULT_SORT ? 0 : 1);
}

/**
 * A plain GET form: it works before (and without) JavaScript, and every result is a URL that
 * can be shared. A new search starts on the first page, as the cursor is not a field.
 * `autoComplete="off"`: on Back the browser would otherwise refill the fields with what was
 * chosen before leaving, over a page whose results follow the URL (the fields must show the
 * filters of the results beneath them). `RestoredFormReset` covers pages restored from the
 * back/forward cache, which keep their fields as they were.
 */
export function CatalogueForm({ query, universities }: { query: CatalogueQuery; universities: Pick<University, "id" | "name">[] }) {
  const count = activeFilters(query);
  return (
    <form method="get" action="/courses" role="search" aria-label="Course search" autoComplete="off" className="space-y-4">
      <RestoredFormReset />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="filter-q" className={labelClass}>
            Search courses
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Title, topic, author, university or course"
            className={control}
          />
        </div>
        <button type="submit" className="filter-search">
          Search
        </button>
      </div>
      {/* Folded on a phone, where eight fields would fill the first screen; always open from
          640 px (app/globals.css). A <details>, so it folds and opens without JavaScript. */}
      <details className="filter-panel">
        <summary className="filter-panel-toggle">
          Filters and order{count ? ` (${count} chosen)` : ""}
        </summary>
      <fieldset className="grid gap-4 pt-4 sm:grid-cols-2 sm:pt-0 lg:grid-cols-4">
        <legend className="sr-only">Filters and order</legend>
        <Select name="type" label="Type" value={query.type ?? ""} any="All types" options={productTypes.map((value) => ({ value, label: productTypePlural(value) }))} />
        <Select
          name="university"
          label="University"
          value={query.university ?? ""}
          any="All universities"
          options={universities.map((university) => ({ value: university.id, label: university.name }))}
        />
        <Select name="price" label="Price" value={query.price ?? ""} any="Free and paid" options={priceFilters.map((value) => ({ value, label: priceLabels[value] }))} />
        <PriceRangeFields min={query.min} max={query.max} className={control} />
        <Select name="difficulty" label="Difficulty" value={query.difficulty ?? ""} any="Any difficulty" options={difficultyOptions} />
        <GoalAndCreditFilters sdg={query.sdg ? String(query.sdg) : ""} eqf={query.eqf ? String(query.eqf) : ""} ects={query.ects ?? ""} />
        <label className={labelClass}>
          {/* defaultChecked only when set: the prerendered catalogue is at its HTML budget. */}
          <input type="checkbox" name="captions" value="yes" {...(query.captions ? { defaultChecked: true } : {})} /> With captions
        </label>
        <Select name="sort" label="Sort by" value={query.sort} any="" options={catalogueSorts.map((value) => ({ value, label: sortLabels[value] }))} />
        <div className="flex items-end">
          <button type="submit" className="filter-apply">
            Apply filters
          </button>
        </div>
      </fieldset>
      </details>
    </form>
  );
}
