import { recognitionPackUrl } from "@/lib/api/files";
import type { Product } from "@/lib/types/product";

const link = "font-semibold text-link underline underline-offset-2 hover:text-brand-800";

/**
 * What a learner's home university needs to recognise the course, and the pack to hand it:
 * plain links to the pack's routes, so the page gains no JavaScript (its first load is at budget).
 */
export function RecognitionSection({ product }: { product: Pick<Product, "id" | "prerequisites"> }) {
  return (
    <section aria-labelledby="recognition-heading" className="max-w-3xl space-y-3 text-slate-700">
      <h2 id="recognition-heading" className="text-xl font-semibold text-slate-900">
        Recognition pack
      </h2>
      <p>
        <span className="font-medium text-slate-900">Prerequisites: </span>
        <span className="whitespace-pre-line">{product.prerequisites.trim() || "None stated."}</span>
      </p>
      <p>
        Ask your university to recognise this course with its description in the European Learning Model: learning outcomes, workload, ECTS credits,
        EQF level and assessment.
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={recognitionPackUrl(product.id, "pdf")} download className={link}>
            Recognition pack (PDF)
          </a>
        </li>
        <li>
          <a href={recognitionPackUrl(product.id, "jsonld")} download className={link}>
            Recognition pack (JSON-LD)
          </a>
        </li>
      </ul>
    </section>
  );
}
