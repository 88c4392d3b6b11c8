import { ButtonLink } from "@/components/ui/button";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { productTypeLabel } from "@/lib/catalogue/labels";
import { hasStarted, percentOf } from "@/lib/learning/progress";
import type { LibraryItem } from "@/lib/learning/library";
import { ProgressBar } from "./progress-bar";

const sourceLabel = { purchase: "Purchased", free: "Free", grant: "Granted by an admin" } as const;

export function LibraryCard({ item }: { item: LibraryItem }) {
  const { product, source, progress, certificateId } = item;
  const done = Math.min(progress?.completed.length ?? 0, product.lectureCount);
  const percent = percentOf(done, product.lectureCount);
  const action = hasStarted(progress) ? "Continue" : "Start";
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {product.previewImgSmall ? (
        // Decorative: the title below names the course.
        <Image
          src={product.previewImgSmall}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{product.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {productTypeLabel(product.type)} · <span>{sourceLabel[source]}</span>
          </p>
        </div>
        <div className="mt-auto">
          <ProgressBar percent={percent} label={`Progress in ${product.title}`} />
          {product.lectureCount > 0 ? (
            <p className="text-sm text-slate-600">
              {done} of {product.lectureCount} {product.lectureCount === 1 ? "lecture" : "lectures"}
            </p>
          ) : null}
        </div>
        <ButtonLink href={`/library/${product.id}`} size="sm" className="inline-flex justify-center">
          {action}
          <span className="sr-only"> {product.title}</span>
        </ButtonLink>
        {certificateId ? (
          <Link href={`/certificates/${certificateId}`} className="text-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Certificate<span className="sr-only"> for {product.title}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
