"use client";

import { useCallback, useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import type { ProductOption } from "@/lib/types/access";
import { BulkGrantForm } from "./bulk-grant-form";
import { UserAccessPanel } from "./user-access-panel";

/** /admin/course_access: loads the product choices once, then the lookup and bulk forms. */
export function CourseAccess() {
  const [products, setProducts] = useState<ProductOption[] | null>(null);
  // What the last load threw, if it failed.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      const { fetchProductOptions } = await import("@/lib/admin/api");
      setProducts(await fetchProductOptions());
    } catch (error) {
      setFailure({ error });
    }
  }, []);

  useEffect(() => {
    // Loading from an effect: the admin's ID token exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (failure) return <LoadError message="The products could not be loaded." cause={failure.error} onRetry={() => void load()} />;
  if (!products) return <p role="status">Loading products…</p>;
  return (
    <div className="space-y-10">
      <UserAccessPanel products={products} />
      <BulkGrantForm products={products} />
    </div>
  );
}
