import { Button } from "@/components/ui/button";
import { MAX_SEARCH_LENGTH } from "@/lib/catalogue/query";

/** A one-field search that lands on /courses; a plain GET form, so it works without JavaScript. */
export function SearchBox({ id = "search" }: { id?: string }) {
  return (
    <form method="get" action="/courses" role="search" aria-label="Search courses" className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        Search courses
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Try “carbon”, “soil” or “Lund”"
        className="w-full flex-1 rounded-md border border-slate-300 px-4 py-3 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
