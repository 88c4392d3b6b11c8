import type { Metadata } from "next";
import { CertificateList } from "@/components/admin/certificates/certificate-list";

export const metadata: Metadata = { title: "Certificates", description: "Every certificate issued, newest first; open one to revoke it." };

export default function AdminCertificatesPage() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Certificates</h1>
        <p className="text-slate-700">Every certificate issued, newest first. Open one to revoke it with a reason; a refund revokes its certificates by itself.</p>
      </header>
      <CertificateList />
    </div>
  );
}
