import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { ShownCertificate } from "@/lib/certificates/shown.server";
import { formatDate } from "@/lib/utils/format";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

type CertificateViewProps = {
  shown: ShownCertificate;
  /** The PDF and credential downloads: plain links on a public page, token-carrying buttons on a private one. */
  downloads: ReactNode;
};

/**
 * A certificate as everyone reads it: no hooks, so the server renders it for a public page and the
 * browser for its learner's private one. The QR code is the server's SVG of the page's URL.
 */
export function CertificateView({ shown, downloads }: CertificateViewProps) {
  const { certificate, url, qrSvg, productHref, universityHref } = shown;
  const universityText = [certificate.universityCourseName, certificate.universityName].filter(Boolean).join(", ");
  return (
    <article aria-labelledby="certificate-title" className="rounded-xl border-2 border-brand-700 bg-white p-5 shadow-sm sm:p-8">
      {certificate.revokedAt ? (
        <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p className="font-semibold">This certificate was revoked on {formatDate(certificate.revokedAt)}.</p>
          <p className="mt-1">Reason: {certificate.revokedReason}</p>
        </div>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Certificate of completion</p>
      <h1 id="certificate-title" className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
        {certificate.learnerName}
      </h1>
      <p className="mt-2 text-slate-700">has completed the course</p>
      <p className="mt-1 text-xl font-semibold text-slate-900">
        {productHref ? (
          <Link href={productHref} className={linkClass}>
            {certificate.productTitle}
          </Link>
        ) : (
          certificate.productTitle
        )}
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <dl className="grid content-start grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-slate-800">
          {universityText ? (
            <>
              <dt className="font-medium text-slate-600">University course</dt>
              <dd>
                {universityHref ? (
                  <Link href={universityHref} className={linkClass}>
                    {universityText}
                  </Link>
                ) : (
                  universityText
                )}
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">ECTS</dt>
          <dd>{certificate.ects}</dd>
          <dt className="font-medium text-slate-600">Completed on</dt>
          <dd>
            <time dateTime={certificate.completedAt}>{formatDate(certificate.completedAt)}</time>
          </dd>
        </dl>
        <figure className="justify-self-start sm:justify-self-end">
          {/* The qrcode library's own SVG, made on the server from the page's URL: no user text inside. */}
          <div role="img" aria-label={`QR code of ${url}`} className="w-40" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <figcaption className="mt-1 text-xs break-all text-slate-600">{url}</figcaption>
        </figure>
      </div>
      {certificate.learningOutcomes.length ? (
        <section aria-labelledby="outcomes-heading" className="mt-6">
          <h2 id="outcomes-heading" className="text-lg font-semibold text-slate-900">
            Learning outcomes
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {certificate.learningOutcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-200 pt-4">
        {certificate.revokedAt ? null : downloads}
        <Link href="/certificates/verify" className={linkClass}>
          Verify this certificate
        </Link>
      </div>
    </article>
  );
}
