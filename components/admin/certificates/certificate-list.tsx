"use client";

import { useCallback } from "react";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import type { ShownFields } from "@/lib/types/certificate";
import { formatDate } from "@/lib/utils/format";

/** /admin/certificates: every certificate, newest first, 20 at a time; each opens its page, where an admin revokes it. */
export function CertificateList() {
  const load = useCallback(async (after: string | null) => {
    const page = await (await import("@/lib/api/certificates")).fetchCertificatePage(after);
    return { items: page.certificates, next: page.next };
  }, []);
  const list = usePagedList<ShownFields, string>("all", load);
  const { container: rows, showMore } = useShowMore<HTMLOListElement>(list, "certificates");

  return (
    <section aria-labelledby="certificates-heading" className="space-y-3">
      <h2 id="certificates-heading" className="text-xl font-semibold text-slate-900">
        Newest first
      </h2>
      {list.status === "loading" ? (
        <p role="status" className="text-slate-600">
          Loading certificates…
        </p>
      ) : null}
      {list.status === "failed" ? <LoadError message="The certificates could not be loaded." cause={list.error} onRetry={list.retry} /> : null}
      {list.status !== "loading" && list.status !== "failed" && !list.items.length ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No certificates have been issued yet.</p>
      ) : null}
      {list.items.length ? (
        <ol ref={rows} aria-label="Certificates" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.items.map((certificate) => (
            <li key={certificate.id} className="space-y-1 p-4">
              <Link href={`/certificates/${certificate.id}`} className="font-semibold break-words text-brand-700 underline underline-offset-2">
                {certificate.learnerName}: {certificate.productTitle}
              </Link>
              <p className="text-sm break-words text-slate-700">
                Completed {formatDate(certificate.completedAt)} · {certificate.public ? "Public" : "Private"} ·{" "}
                {certificate.revokedAt ? <span className="font-semibold text-red-700">Revoked {formatDate(certificate.revokedAt)}: {certificate.revokedReason}</span> : "Valid"}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      <ShowMore {...showMore} />
    </section>
  );
}
