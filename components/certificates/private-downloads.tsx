"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/auth/form-parts";

/** A private certificate's files: fetched with the learner's (or admin's) token, then saved. */
export function PrivateDownloads({ id }: { id: string }) {
  const [error, setError] = useState<string | null>(null);
  const save = async (kind: "pdf" | "credential") => {
    setError(null);
    try {
      const { downloadPdf } = await import("@/lib/orders/pdf-download");
      await downloadPdf(`/api/certificates/${id}/${kind}`, `certificate-${id}.${kind === "pdf" ? "pdf" : "json"}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The file could not be downloaded. Please try again.");
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void save("pdf")}>
        Download PDF
      </Button>
      <Button size="sm" variant="outline" onClick={() => void save("credential")}>
        Download credential
      </Button>
      <FormError message={error} />
    </>
  );
}
