import { AddToCartButton } from "@/components/cart/add-to-cart";
import { assessmentLabels, eqfLabel } from "@/lib/recognition/vocabulary";
import type { Product } from "@/lib/types/product";
import { difficultyLabel } from "@/lib/utils/difficulty";
import { formatDuration } from "@/lib/utils/duration";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { StaticImage } from "@/components/ui/static-image";
import { StampedDocumentsNote } from "./stamped-documents-note";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type BuyBoxProps = { product: Product; /** Whether any lecture is a PDF, which buyers get stamped with their name. */ hasDocuments?: boolean };

/** Preview image, price, the buy button and the facts a buyer compares. */
export function BuyBox({ product, hasDocuments = false }: BuyBoxProps) {
  const facts: [string, string][] = [
    ["Length", formatDuration(product.length)],
    ["Content", `${plural(product.sectionCount, "section", "sections")}, ${plural(product.lectureCount, "lecture", "lectures")}`],
    ...(product.captioned ? [["Captions", "Every video has captions"] as [string, string]] : []),
    ["Difficulty", difficultyLabel(product.difficulty)],
    ["Workload", plural(product.workloadHours, "hour", "hours")],
    ["Credits", product.ects > 0 ? `${product.ects} ECTS` : "No ECTS credits"],
    // Approval asks for both; products approved before then may lack them.
    ...(eqfLabel(product.eqfLevel) ? [["Level", eqfLabel(product.eqfLevel)] as [string, string]] : []),
    ...(product.assessment ? [["Assessment", assessmentLabels[product.assessment]] as [string, string]] : []),
    ["Learners", String(product.participants)],
    ["Last updated", formatDate(product.lastUpdated)],
  ];
  return (
    <aside aria-label="Price and details" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {product.previewImg ? (
        // Above the fold on desktops, with widths from next.config's list. The preview's poster,
        // when there is one, is the larger copy of this image and takes the high priority.
        <StaticImage
          src={product.previewImg}
          alt=""
          width={1280}
          height={720}
          preload={!product.previewVideo}
          loading="eager"
          sizes="(min-width: 1024px) 384px, 100vw"
          // On a phone the preview follows with this picture as its poster (the same file at 100vw): shown once.
          className={`aspect-video w-full bg-slate-100 object-cover ${product.previewVideo ? "max-lg:hidden" : ""}`}
        />
      ) : null}
      <div className="space-y-4 p-5">
        <p className="text-3xl font-bold text-slate-900">
          <span className="sr-only">Price: </span>
          {product.free ? "Free" : formatPrice(product.price)}
        </p>
        <AddToCartButton product={{ id: product.id, title: product.title, type: product.type, price: product.price, free: product.free, previewImgSmall: product.previewImgSmall }} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {hasDocuments ? <StampedDocumentsNote /> : null}
      </div>
    </aside>
  );
}
