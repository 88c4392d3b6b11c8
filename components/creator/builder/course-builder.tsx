"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import type { ProductState } from "@/lib/types/product";
import type { UniversityTree } from "@/lib/types/university";
import { AboutPanel } from "./about-panel";
import { BasicsPanel } from "./basics-panel";
import { CurriculumPanel } from "./curriculum-panel";
import { PricingPanel } from "./pricing-panel";
import { SaveStatusLine } from "./save-status";
import { UniversityPanel } from "./university-panel";
import { useCourseDraft } from "./use-course-draft";

const stateNotes: Record<ProductState, string> = {
  draft: "Draft: only you and your co-creators see it.",
  pending: "Waiting for review: it cannot be changed until an admin decides, or you withdraw it.",
  approved: "Published: learners can buy it.",
  rejected: "Changes needed: edit it and submit it again.",
};

const contents = [
  ["basics", "Basics"],
  ["about", "About"],
  ["university", "University"],
  ["pricing", "Price and load"],
  ["curriculum", "Sections and lectures"],
] as const;

type Props = { productId: string; universities: UniversityTree[] };

/** The course builder: every creator-owned field of a product, autosaved while it is editable. */
export function CourseBuilder({ productId, universities }: Props) {
  const { load, draft, dispatch, status, errors, editable, retrySave, reload } = useCourseDraft(productId);

  if (load.kind === "loading" || (load.kind === "ready" && !draft)) {
    return (
      <p role="status" className="text-slate-600">
        Loading your course…
      </p>
    );
  }
  if (load.kind === "failed") return <LoadError message="Your course could not be loaded." onRetry={reload} />;
  if (load.kind === "missing" || !draft) {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Course not found</h1>
        <p className="text-slate-700">It does not exist, or you are not one of its creators.</p>
        <Link href="/dashboard" className="font-semibold text-brand-700 underline">
          Back to your dashboard
        </Link>
      </div>
    );
  }

  const { product } = load;
  const disabled = !editable;
  const renderMedia = (): ReactNode => null;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href="/dashboard" className="text-brand-700 underline">
            Dashboard
          </Link>{" "}
          / Course builder
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{draft.fields.title.trim() || "Untitled course"}</h1>
        <p className="text-slate-700" data-testid="product-state">
          {stateNotes[product.state]}
          {product.state === "rejected" && product.rejectionReason ? ` Reviewer’s reason: “${product.rejectionReason}”` : ""}
        </p>
        {editable ? <SaveStatusLine status={status} onRetry={retrySave} /> : null}
      </header>
      <nav aria-label="Course builder contents" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {contents.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-brand-700 underline underline-offset-2">
            {label}
          </a>
        ))}
      </nav>
      <BasicsPanel fields={draft.fields} errors={errors} dispatch={dispatch} disabled={disabled} />
      <AboutPanel fields={draft.fields} errors={errors} dispatch={dispatch} disabled={disabled} />
      <UniversityPanel fields={draft.fields} universities={universities} dispatch={dispatch} disabled={disabled} />
      <PricingPanel fields={draft.fields} errors={errors} dispatch={dispatch} disabled={disabled} />
      <CurriculumPanel draft={draft} errors={errors} dispatch={dispatch} disabled={disabled} renderMedia={renderMedia} />
    </div>
  );
}
