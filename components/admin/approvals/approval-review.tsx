"use client";

import { Link } from "@/components/ui/link";
import { useCallback } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import { DecisionForm } from "./decision-form";
import { ProductPreview } from "./product-preview";

const back = "text-link hover:text-brand-800";

/**
 * /admin/product_approval/[id]: the full preview of one product, then the decision form. The
 * preview's title is the page's one h1, so the form comes after it in heading order.
 */
export function ApprovalReview({ productId }: { productId: string }) {
  const read = useCallback(async () => (await import("@/lib/api/admin")).fetchProductForReview(productId), [productId]);
  const { state, reload } = useLoad(read);

  return (
    <div className="space-y-8">
      <Link href="/admin/product_approval" className={back}>
        Back to the approval queue
      </Link>
      {state.status === "loading" ? <p role="status" className="text-slate-600">Loading the product…</p> : null}
      {state.status === "failed" ? <LoadError message="The product could not be loaded." cause={state.error} onRetry={reload} /> : null}
      {state.status === "ready" ? (
        <>
          {state.value.product.revisionOf ? (
            <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
              These are changes to a live course. Approving copies them onto the{" "}
              <Link href={`/products/${state.value.product.revisionOf}`} className="underline">
                published version
              </Link>
              , which keeps its buyers, reviews and rating; rejecting leaves it as it is.
            </p>
          ) : null}
          <section aria-label="Preview of the product page" className="rounded-xl border border-dashed border-slate-300 p-4 sm:p-6">
            <ProductPreview review={state.value} />
          </section>
          {state.value.product.state === "pending" ? (
            <DecisionForm productId={productId} title={state.value.product.title} />
          ) : (
            <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              This product is no longer waiting for approval (it is {state.value.product.state}).
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
