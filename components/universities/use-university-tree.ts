"use client";

import { useEffect, useRef, useState } from "react";
import type { UniversityTree } from "@/lib/types/university";

type Loaded = { version: number } & ({ status: "ready"; tree: UniversityTree } | { status: "failed"; error: unknown });

export type UniversityTreeLoad =
  | { status: "none" }
  /** `previous`: the tree loaded before `version` went up, shown by those who can while it reloads. */
  | { status: "loading"; previous?: UniversityTree }
  | { status: "ready"; tree: UniversityTree }
  | { status: "failed"; error: unknown; retry: () => void };

/**
 * The degrees, courses and sections of the chosen university, fetched when it is chosen
 * (GET /api/creator/universities/[id]) and kept for the visit, so going back to a university
 * asks nothing again. A failed load stays failed until `retry`. Raising `version` (after a
 * change to university data) makes every tree loaded before it stale: the chosen one is fetched
 * again, the others when they are chosen again. The course builder's and the admin's pickers
 * and the admin's list of university data share it.
 */
export function useUniversityTree(universityId: string, version = 0): UniversityTreeLoad {
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const asking = useRef(new Map<string, number>());
  const entry = universityId ? loaded[universityId] : undefined;
  const current = entry && entry.version >= version ? entry : undefined;

  useEffect(() => {
    if (!universityId || current || asking.current.get(universityId) === version) return;
    asking.current.set(universityId, version);
    const store = (result: { status: "ready"; tree: UniversityTree } | { status: "failed"; error: unknown }) => {
      if (asking.current.get(universityId) === version) asking.current.delete(universityId);
      // An answer to an older version never replaces a newer one.
      setLoaded((all) => ((all[universityId]?.version ?? -1) > version ? all : { ...all, [universityId]: { ...result, version } }));
    };
    // Loaded on first use: the API client brings Firebase Auth along.
    import("@/lib/api/universities")
      .then(({ fetchUniversityTree }) => fetchUniversityTree(universityId))
      .then((tree) => store({ status: "ready", tree }), (error: unknown) => store({ status: "failed", error }));
  }, [universityId, version, current]);

  if (!universityId) return { status: "none" };
  if (!current) return { status: "loading", previous: entry?.status === "ready" ? entry.tree : undefined };
  if (current.status === "ready") return { status: "ready", tree: current.tree };
  return {
    status: "failed",
    error: current.error,
    retry: () =>
      setLoaded((all) => {
        const rest = { ...all };
        delete rest[universityId];
        return rest;
      }),
  };
}
