"use client";

import { ButtonLink } from "@/components/ui/button";
import { useCallback, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import { productTypeLabel } from "@/lib/catalogue/labels";
import { formatDate, formatPrice } from "@/lib/utils/format";

const approvalsApi = () => import("@/lib/api/admin");

/** /admin/product_approval: pending products, oldest submission first, a page at a time, each opening its review. */
export function ApprovalQueue() {
  const [total, setTotal] = useState(0);
  const load = useCallback(async (after: string | null) => {
    const page = await (await approvalsApi()).fetchPendingProducts(after);
    setTotal(page.total);
    return { items: page.products, next: page.next };
  }, []);
  const list = usePagedList<Awaited<ReturnType<typeof load>>["items"][number], string>("queue", load);
  const { container: rows, showMore } = useShowMore<HTMLOListElement>(list, "products");

  if (list.status === "loading") return <p role="status" className="text-slate-600">Loading the approval queue…</p>;
  if (list.status === "failed") return <LoadError message="The approval queue could not be loaded." cause={list.error} onRetry={list.retry} />;
  const queue = list.items;
  if (!queue.length) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No products are waiting for approval.</p>;
  const waiting = Math.max(total, queue.length);

  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <h2 id="queue-heading" className="text-xl font-semibold text-slate-900">
        {waiting} {waiting === 1 ? "product" : "products"} waiting for approval
      </h2>
      <ol ref={rows} aria-label="Pending products" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {queue.map(({ product, lectures, university }) => (
          <li key={product.id} className="flex flex-wrap items-start justify-between gap-4 p-4">
            <div className="min-w-0 space-y-1">
              <h3 className="font-semibold text-slate-900">{product.title}</h3>
              {product.revisionOf ? <p className="text-sm font-medium text-sky-800">Changes to a live course: approving replaces the published version.</p> : null}
              {product.subtitle ? <p className="text-slate-700">{product.subtitle}</p> : null}
              <p className="text-sm text-slate-600">
                {productTypeLabel(product.type)} by {product.author || "an unnamed creator"}
                {university ? ` · ${university.name}` : ""} · {lectures.length} {lectures.length === 1 ? "lecture" : "lectures"} ·{" "}
                {product.free ? "Free" : formatPrice(product.price)}
              </p>
              <p className="text-sm text-slate-600">Submitted {formatDate(product.lastUpdated)}</p>
            </div>
            <ButtonLink href={`/admin/product_approval/${product.id}`} aria-label={`Review ${product.title}`} className="shrink-0">
              Review
            </ButtonLink>
          </li>
        ))}
      </ol>
      <ShowMore {...showMore} />
    </section>
  );
}
