"use client";

import { useEffect, useRef, useState } from "react";
import type { UniversityTree } from "@/lib/types/university";

type Loaded = { status: "ready"; tree: UniversityTree } | { status: "failed"; error: unknown };

export type UniversityTreeLoad =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; tree: UniversityTree }
  | { status: "failed"; error: unknown; retry: () => void };

/**
 * The degrees, courses and sections of the chosen university, fetched when it is chosen
 * (GET /api/creator/universities/[id]) and kept for the visit, so going back to a university
 * asks nothing again. A failed load stays failed until `retry`.
 */
export function useUniversityTree(universityId: string): UniversityTreeLoad {
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const asking = useRef(new Set<string>());
  const entry = universityId ? loaded[universityId] : undefined;

  useEffect(() => {
    if (!universityId || entry || asking.current.has(universityId)) return;
    asking.current.add(universityId);
    const store = (result: Loaded) => {
      asking.current.delete(universityId);
      setLoaded((all) => ({ ...all, [universityId]: result }));
    };
    // Loaded on first use: the creator API client brings Firebase Auth along.
    import("@/lib/creator/api")
      .then(({ fetchUniversityTree }) => fetchUniversityTree(universityId))
      .then((tree) => store({ status: "ready", tree }), (error: unknown) => store({ status: "failed", error }));
  }, [universityId, entry]);

  if (!universityId) return { status: "none" };
  if (!entry) return { status: "loading" };
  if (entry.status === "ready") return entry;
  return {
    ...entry,
    retry: () =>
      setLoaded((all) => {
        const rest = { ...all };
        delete rest[universityId];
        return rest;
      }),
  };
}
