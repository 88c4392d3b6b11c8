import Image from "next/image";
import { ContentPanel } from "@/components/product/content-panel";
import { OverviewPanel } from "@/components/product/overview-panel";
import { PreviewVideo } from "@/components/product/preview-video";
import { ProductSummary } from "@/components/product/product-summary";
import { ProductTabs } from "@/components/product/product-tabs";
import { ResourcesPanel } from "@/components/product/resources-panel";
import type { PendingProduct } from "@/lib/admin/approval-types";
import { NOT_SET } from "@/lib/recognition/summary";
import { assessmentLabels, eqfLabel } from "@/lib/recognition/vocabulary";
import { difficultyLabel } from "@/lib/utils/difficulty";
import { formatDuration } from "@/lib/utils/duration";
import { formatDate, formatPrice } from "@/lib/utils/format";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the product page will show once approved, built from the same components, with the
 * outline always visible (the public page shows it to learners only) and no buy button.
 */
export function ProductPreview({ review }: { review: PendingProduct }) {
  const { product, lectures, university, uniCourse } = review;
  const facts: [string, string][] = [
    ["Price", product.free ? "Free" : formatPrice(product.price)],
    ["Length", formatDuration(product.length)],
    ["Content", `${plural(product.sections.length, "section", "sections")}, ${plural(lectures.length, "lecture", "lectures")}`],
    ["Difficulty", difficultyLabel(product.difficulty)],
    ["Workload", plural(product.workloadHours, "hour", "hours")],
    ["Credits", product.ects > 0 ? `${product.ects} ECTS` : "No ECTS credits"],
    // Approval refuses a course without these two (lib/recognition/requirements.ts).
    ["EQF level", eqfLabel(product.eqfLevel) || NOT_SET],
    ["Assessment", product.assessment ? assessmentLabels[product.assessment] : NOT_SET],
    ["Prerequisites", product.prerequisites.trim() || "None stated"],
    ["Language", product.language],
    ["Submitted", formatDate(product.lastUpdated)],
  ];
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <ProductSummary product={product} university={university} uniCourse={uniCourse} />
          {product.previewVideo ? <PreviewVideo src={product.previewVideo} poster={product.previewImg} title={product.title} /> : null}
        </div>
        <aside aria-label="Price and details" className="h-fit overflow-hidden rounded-xl border border-slate-200 bg-white">
          {product.previewImg ? <Image src={product.previewImg} alt="" width={1280} height={720} sizes="320px" className="aspect-video w-full bg-slate-100 object-cover" /> : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 p-5 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      <ProductTabs
        content={null}
        tabs={[
          { id: "overview", label: "Overview", panel: <OverviewPanel product={product} lectures={lectures} /> },
          { id: "content", label: "Content", panel: <ContentPanel productId={product.id} sections={product.sections} lectures={lectures} /> },
          { id: "resources", label: "Resources", panel: <ResourcesPanel resources={product.resources} /> },
        ]}
      />
    </div>
  );
}
