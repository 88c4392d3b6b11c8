import type { Lecture, Product } from "@/lib/types/product";
import { CourseOutline } from "./course-outline";

/** Description paragraphs, learning outcomes, the syllabus and FAQ, all as plain text. */
export function OverviewPanel({ product, lectures }: { product: Pick<Product, "description" | "learningOutcomes" | "faq" | "sections">; lectures: Lecture[] }) {
  const paragraphs = product.description.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
  return (
    <div className="max-w-3xl space-y-8 text-slate-700">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
          About this course
        </h2>
        {paragraphs.map((text, index) => (
          <p key={index} className="mt-3 leading-7 whitespace-pre-line">
            {text}
          </p>
        ))}
      </section>
      {product.learningOutcomes.length ? (
        <section aria-labelledby="outcomes-heading">
          <h2 id="outcomes-heading" className="text-xl font-semibold text-slate-900">
            What you will learn
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {product.learningOutcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.sections.length ? (
        <section aria-labelledby="syllabus-heading">
          <h2 id="syllabus-heading" className="text-xl font-semibold text-slate-900">
            Syllabus
          </h2>
          <CourseOutline sections={product.sections} lectures={lectures} headingId="syllabus-heading" />
        </section>
      ) : null}
      {product.faq.length ? (
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-xl font-semibold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {product.faq.map((entry) => (
              <details key={entry.question} className="group px-4 py-3">
                <summary className="cursor-pointer font-medium text-slate-900">{entry.question}</summary>
                <p className="mt-2 whitespace-pre-line">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
