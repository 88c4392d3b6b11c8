"use client";

import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import { STATE_LABELS, type CreatorOverview, type OverviewProduct } from "@/lib/creator/overview";
import type { ProductState } from "@/lib/types/product";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { MoneyBreakdown } from "./money-breakdown";

const STATE_TONES: Record<ProductState, string> = {
  draft: "bg-slate-100 text-slate-700",
  pending: "bg-amber-50 text-amber-900",
  approved: "bg-brand-50 text-brand-800",
  rejected: "bg-red-50 text-red-800",
};

const linkClass = "text-link hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700";
const primaryClass = buttonClass({ className: "inline-block" });
const headingClass = "text-lg font-semibold text-slate-900";

const loadOverview = async (): Promise<CreatorOverview> => (await import("@/lib/api/creator")).fetchCreatorOverview();

/** /dashboard: the signed-in creator's products, latest sales and unanswered questions. */
export function OverviewView() {
  const { state: load, reload } = useLoad(loadOverview);

  if (load.status === "failed") return <LoadError message="Your overview could not be loaded." cause={load.error} onRetry={reload} />;
  if (load.status === "loading") {
    return (
      <p role="status" className="text-slate-700">
        Loading your overview…
      </p>
    );
  }
  const { products, sales, questions } = load.value;
  if (products.length === 0) return <FirstSteps />;

  return (
    <div className="space-y-10">
      <section aria-labelledby="products-heading" className="space-y-3">
        <SectionHeading id="products-heading" title="Your products" link={{ href: "/dashboard/products/new", label: "New course", className: primaryClass }} />
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your products">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="sales-heading" className="space-y-3">
        <SectionHeading id="sales-heading" title="Latest sales" link={{ href: "/dashboard/performance", label: "All figures", className: linkClass }} />
        {sales.length === 0 ? (
          <p className="text-slate-700">No sales yet. Once someone buys one of your courses, it shows here.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Latest sales">
            {sales.map((sale) => (
              <li key={`${sale.orderId}/${sale.productId}`} className="space-y-1 px-4 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium text-slate-900">{sale.title}</span>
                  <span className="text-sm text-slate-700">
                    {formatDate(sale.soldOn)} · your share <span className="font-semibold text-slate-900">{formatPrice(sale.money.yourShareCents / 100)}</span>
                  </span>
                </div>
                <MoneyBreakdown money={sale.money} subject={`${sale.title}, ${formatDate(sale.soldOn)}`} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="questions-heading" className="space-y-3">
        <h2 id="questions-heading" className={headingClass}>
          Questions waiting for your answer
        </h2>
        {questions.length === 0 ? (
          <p className="text-slate-700">No questions are waiting. Well done!</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Questions waiting for your answer">
            {questions.map((question) => (
              <li key={`${question.productId}/${question.id}`} className="space-y-1 px-4 py-3">
                <p className="text-slate-900">“{question.text}”</p>
                <p className="text-sm text-slate-700">
                  {question.authorName} on {question.productTitle}, {formatDate(question.createdOn)} ·{" "}
                  <Link href={`/products/${question.productId}#qa`} className={linkClass}>
                    Answer<span className="sr-only"> the question on {question.productTitle}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A section's heading with the one link that belongs beside it. */
function SectionHeading({ id, title, link }: { id: string; title: string; link: { href: string; label: string; className: string } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <Link href={link.href} className={link.className}>
        {link.label}
      </Link>
    </div>
  );
}

function ProductRow({ product }: { product: OverviewProduct }) {
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{product.title || "Untitled course"}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONES[product.state]}`}>{STATE_LABELS[product.state]}</span>
          {product.revision ? (
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONES[product.revision.state]}`}>Changes: {STATE_LABELS[product.revision.state]}</span>
          ) : null}
        </div>
        <div className="flex gap-4 text-sm">
          {product.state === "approved" ? (
            <Link href={`/products/${product.id}`} className={linkClass}>
              View<span className="sr-only"> {product.title}</span>
            </Link>
          ) : null}
          <Link href={`/dashboard/products/${product.id}/edit`} className={linkClass}>
            Edit
            <span className="sr-only"> {product.title}</span>
          </Link>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {product.free ? "Free" : formatPrice(product.price)} · {product.participants} {product.participants === 1 ? "learner" : "learners"}
      </p>
      {product.revision?.rejectionReason ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Reason your changes were rejected:</span> {product.revision.rejectionReason}
        </p>
      ) : null}
      {product.state === "rejected" && product.rejectionReason ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Reason for rejection:</span> {product.rejectionReason}
        </p>
      ) : null}
    </li>
  );
}

function FirstSteps() {
  return (
    <section aria-labelledby="start-heading" className="space-y-3 rounded-lg border border-slate-200 p-6">
      <h2 id="start-heading" className={headingClass}>
        Create your first course
      </h2>
      <p className="text-slate-700">
        Share what you know about sustainability with learners at universities across Europe. Build a video course or a document, submit it for review, and follow
        your sales here.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/dashboard/products/new" className={primaryClass}>
          Create your first course
        </Link>
        <Link href="/dashboard/guides/general" className={linkClass}>
          Read the guides for creators
        </Link>
      </div>
    </section>
  );
}
