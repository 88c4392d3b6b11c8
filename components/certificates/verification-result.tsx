import type { VerificationResult, VerifyAnswer } from "@/lib/credentials/summary";
import { formatDate } from "@/lib/utils/format";

const LOOK: Record<VerificationResult, { title: string; box: string }> = {
  valid: { title: "Valid certificate", box: "border-green-700 bg-green-50" },
  revoked: { title: "Revoked certificate", box: "border-amber-600 bg-amber-50" },
  tampered: { title: "Tampered credential", box: "border-red-700 bg-red-50" },
  foreign: { title: "Not signed by us", box: "border-red-700 bg-red-50" },
  unreadable: { title: "Not a readable credential", box: "border-slate-400 bg-slate-50" },
};

/** One check's verdict: what it means, and for one of ours who earned what and when. */
export function VerificationResultCard({ answer }: { answer: VerifyAnswer }) {
  const { title, box } = LOOK[answer.result];
  const { summary } = answer;
  return (
    <section aria-label={title} className={`rounded-lg border-l-4 p-4 sm:p-6 ${box}`}>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-800">{answer.message}</p>
      {answer.revokedAt ? <p className="mt-1 font-medium text-slate-900">Revoked on {formatDate(answer.revokedAt)}.</p> : null}
      {summary ? (
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">Learner</dt>
          <dd className="text-slate-900">{summary.learnerName}</dd>
          <dt className="font-semibold text-slate-700">Course</dt>
          <dd className="text-slate-900">{summary.description || summary.courseName}</dd>
          {summary.ects !== null ? (
            <>
              <dt className="font-semibold text-slate-700">ECTS</dt>
              <dd className="text-slate-900">{summary.ects}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-slate-700">Completed</dt>
          <dd className="text-slate-900">{summary.completedAt ? formatDate(summary.completedAt) : "Not stated"}</dd>
          <dt className="font-semibold text-slate-700">Issued by</dt>
          <dd className="text-slate-900">{summary.issuerName}</dd>
          <dt className="font-semibold text-slate-700">Certificate</dt>
          <dd className="break-all">
            <a className="text-brand-800 underline hover:text-brand-900" href={summary.certificateUrl}>
              {summary.certificateUrl}
            </a>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
