"use client";

import { Link } from "@/components/ui/link";
import { useState, type ReactNode } from "react";
import { SubmitPanel } from "@/components/creator/submit-panel";
import { TeamEditor } from "@/components/creator/team-editor";
import { LoadError } from "@/components/ui/load-error";
import type { LectureDraft } from "@/lib/creator/builder-model";
import { checklistWarnings } from "@/lib/creator/checklist-warnings";
import { uploadProductId } from "@/lib/creator/storage-paths";
import type { UniversityChoice } from "@/lib/types/university";
import { AboutPanel } from "./about-panel";
import { BasicsPanel } from "./basics-panel";
import { CurriculumPanel } from "./curriculum-panel";
import { LectureCaptionsField } from "./lecture-captions";
import { LectureMediaField } from "./lecture-media";
import { MediaPanel } from "./media-panel";
import { PricingPanel } from "./pricing-panel";
import { RecognitionPanel } from "./recognition-panel";
import { ReplacedEdits } from "./replaced-edits";
import { SaveStatusLine } from "./save-status";
import { UniversityPanel } from "./university-panel";
import { useCourseDraft } from "./use-course-draft";
import { useLeaveGuard } from "./use-leave-guard";

const contents = [
  ["basics", "Basics"],
  ["about", "About"],
  ["university", "University"],
  ["pricing", "Price and load"],
  ["recognition", "Recognition"],
  ["media", "Preview"],
  ["curriculum", "Sections and lectures"],
  ["team", "Team"],
] as const;

type Props = { productId: string; universities: UniversityChoice[] };

/** The course builder: every creator-owned field of a product, autosaved while it is editable. */
export function CourseBuilder({ productId, universities }: Props) {
  const { load, draft, dispatch, status, errors, editable, unsaved, retrySave, reload, attachMedia, saveCaptions, markState, replaced, dismissReplaced } = useCourseDraft(productId);
  // The team is saved by its own button, but an unsaved share is as much lost work on leaving.
  const [teamUnsaved, setTeamUnsaved] = useState(false);
  useLeaveGuard(unsaved || teamUnsaved);

  // Until the course is there the page is still named, so a screen reader lands on a heading.
  if (load.kind === "loading" || (load.kind === "ready" && !draft) || load.kind === "failed") {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Course builder</h1>
        {load.kind === "failed" ? (
          <LoadError message="Your course could not be loaded." onRetry={reload} />
        ) : (
          <p role="status" className="text-slate-600">
            Loading your course…
          </p>
        )}
      </div>
    );
  }
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
  const storageProductId = uploadProductId(product);
  const renderMedia = (lecture: LectureDraft): ReactNode =>
    editable ? (
      <>
        <LectureMediaField storageProductId={storageProductId} lecture={lecture} onAttach={attachMedia} />
        {lecture.type === "video" ? <LectureCaptionsField storageProductId={storageProductId} lecture={lecture} onSave={saveCaptions} /> : null}
      </>
    ) : (
      <p className="text-sm text-slate-700">
        {lecture.media ? `File: ${lecture.media.fileName}` : "No file yet."}
        {lecture.type === "video" ? ` Captions: ${lecture.captions.map((caption) => caption.label).join(", ") || "none"}.` : null}
      </p>
    );

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
        {product.revisionOf ? (
          <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
            A working copy of your published course: learners keep seeing the{" "}
            <Link href={`/products/${product.revisionOf}`} className="underline">
              live version
            </Link>{" "}
            until an admin approves these changes.
          </p>
        ) : null}
        {editable ? <SaveStatusLine status={status} onRetry={retrySave} onReload={reload} /> : null}
        {replaced ? <ReplacedEdits edits={replaced} onDismiss={dismissReplaced} /> : null}
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
      <RecognitionPanel
        fields={draft.fields}
        universityName={universities.find((university) => university.id === draft.fields.university)?.name ?? ""}
        errors={errors}
        dispatch={dispatch}
        disabled={disabled}
      />
      <MediaPanel storageProductId={storageProductId} fields={draft.fields} dispatch={dispatch} disabled={disabled} />
      <CurriculumPanel draft={draft} errors={errors} dispatch={dispatch} disabled={disabled} renderMedia={renderMedia} />
      <section id="team" aria-label="Team and payout split" className="scroll-mt-24">
        <TeamEditor productId={product.revisionOf || productId} onUnsavedChange={setTeamUnsaved} />
      </section>
      <SubmitPanel
        productId={productId}
        state={product.state}
        rejectionReason={product.rejectionReason}
        onStateChange={markState}
        warnings={checklistWarnings(draft.lectures)}
        blockedReason={status.kind === "saved" ? null : "Submitting waits until every change is saved."}
      />
    </div>
  );
}
