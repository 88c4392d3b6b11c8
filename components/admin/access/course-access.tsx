"use client";

import { useCallback, useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import type { ProductOption } from "@/lib/types/access";
import { BulkGrantForm } from "./bulk-grant-form";
import { UserAccessPanel } from "./user-access-panel";

/** /admin/course_access: loads the product choices once, then the lookup and bulk forms. */
export function CourseAccess() {
  const [products, setProducts] = useState<ProductOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { fetchProductOptions } = await import("@/lib/admin/api");
      setProducts(await fetchProductOptions());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    // Loading from an effect: the admin's ID token exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (failed) return <LoadError message="The products could not be loaded." onRetry={() => void load()} />;
  if (!products) return <p role="status">Loading products…</p>;
  return (
    <div className="space-y-10">
      <UserAccessPanel products={products} />
      <BulkGrantForm products={products} />
    </div>
  );
}
