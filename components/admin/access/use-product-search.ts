"use client";

import { useEffect, useRef, useState } from "react";
import type { ProductChoices } from "@/lib/types/access";

export type ProductSearch =
  | { status: "idle" }
  | { status: "loading"; text: string }
  | { status: "ready"; text: string; choices: ProductChoices }
  | { status: "failed"; text: string; error: unknown };

/** Typing pauses this long before the server is asked: one search per word, not per key. */
export const SEARCH_DELAY_MS = 250;

/**
 * The grant forms' product search (GET /api/admin/access/products): `ask` searches a text after a
 * pause in typing, `cancel` forgets it. Only the answer to the latest text is kept, so a slow
 * answer to "so" cannot replace the one to "soil".
 */
export function useProductSearch() {
  const [search, setSearch] = useState<ProductSearch>({ status: "idle" });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(text: string, ticket: number) {
    setSearch({ status: "loading", text });
    try {
      // Loaded on first use: the admin API client brings Firebase Auth, which the page needs only then.
      const { searchProducts } = await import("@/lib/api/admin");
      const choices = await searchProducts(text);
      if (ticket === latest.current) setSearch({ status: "ready", text, choices });
    } catch (error) {
      if (ticket === latest.current) setSearch({ status: "failed", text, error });
    }
  }

  function ask(raw: string, delay = SEARCH_DELAY_MS) {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    const text = raw.trim();
    if (!text) return setSearch({ status: "idle" });
    timer.current = setTimeout(() => void run(text, ticket), delay);
  }

  function cancel() {
    clearTimeout(timer.current);
    latest.current += 1;
    setSearch({ status: "idle" });
  }

  return { search, ask, cancel };
}
