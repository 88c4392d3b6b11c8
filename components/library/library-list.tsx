"use client";

import { Link } from "@/components/ui/link";
import { useCallback, useState } from "react";
import type { Cursor } from "@/lib/db/cursor";
import type { RelationSort } from "@/lib/db/relations";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { LoadError } from "@/components/ui/load-error";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import { LibraryCard } from "./library-card";
import { LibraryControls } from "./library-controls";

// Loaded after hydration, so Firestore is not part of the page's first download.
const libraryModule = () => import("@/lib/learning/library");

/**
 * The signed-in user's courses and documents, a page at a time (the layout has made sure someone
 * is signed in). Purchase date is the first order: every relation has it, also those written
 * before the library stored titles (docs/decisions/0002-paged-lists.md).
 */
export function LibraryList() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const [sort, setSort] = useState<RelationSort>("purchased");
  const [search, setSearch] = useState("");
  const load = useCallback(
    async (after: Cursor | null) => (await libraryModule()).loadLibraryPage(uid ?? "", { sort, search, after }),
    [uid, sort, search],
  );
  const list = usePagedList(uid ? JSON.stringify([uid, sort, search]) : null, load);
  const { container: grid, showMore } = useShowMore<HTMLUListElement>(list, "courses");

  const controls = <LibraryControls sort={sort} search={search} onSort={setSort} onSearch={setSearch} />;
  if (list.status === "loading") {
    return (
      <>
        {controls}
        <p role="status" className="mt-6 text-slate-600">
          Loading your library…
        </p>
      </>
    );
  }
  if (list.status === "failed") {
    return (
      <>
        {controls}
        <LoadError message="Your library could not be loaded." cause={list.error} onRetry={list.retry} className="mt-6" />
      </>
    );
  }
  // A page can come back empty while later ones match (other searched words are checked on each
  // page): then the list stays, empty, with its "Show more".
  if (list.items.length === 0 && search && !list.next) {
    return (
      <>
        {controls}
        <p role="status" className="mt-6 text-slate-700">
          No course in your library matches “{search}”.
        </p>
      </>
    );
  }
  // Only purchase date lists every relation (decision 0002): another order that comes back empty
  // keeps its controls, so the learner can switch back.
  if (list.items.length === 0 && !list.next && sort !== "purchased") {
    return (
      <>
        {controls}
        <p role="status" className="mt-6 text-slate-700">
          No course to list in this order yet. Sort by purchase date to see all of them.
        </p>
      </>
    );
  }
  if (list.items.length === 0 && !list.next) {
    return (
      <div className="mt-6 text-slate-700">
        <p>Your library is empty.</p>
        <p className="mt-2">
          <Link href="/courses" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Browse courses
          </Link>{" "}
          to find one to start with.
        </p>
      </div>
    );
  }
  return (
    <>
      {controls}
      <ul ref={grid} aria-label="Your courses" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item) => (
          <LibraryCard key={item.product.id} item={item} />
        ))}
      </ul>
      <ShowMore {...showMore} />
    </>
  );
}
