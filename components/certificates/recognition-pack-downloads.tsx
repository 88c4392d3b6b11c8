"use client";

import { useState } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";

/**
 * The course's recognition pack with this learner's certificate in it: the pack routes add the
 * certificate only for a request with the learner's token, so these fetch and save rather than link.
 */
export function RecognitionPackDownloads({ productId }: { productId: string }) {
  const [error, setError] = useState<string | null>(null);
  const save = async (extension: "pdf" | "jsonld") => {
    setError(null);
    try {
      const { downloadPdf } = await import("@/lib/orders/pdf-download");
      await downloadPdf(`/api/products/${encodeURIComponent(productId)}/recognition-pack.${extension}`, `recognition-pack-${productId}.${extension}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The recognition pack could not be downloaded. Please try again.");
    }
  };
  return (
    <div role="group" aria-labelledby="pack-heading" className="space-y-2">
      <h3 id="pack-heading" className="font-semibold text-slate-900">
        Recognition pack with this certificate
      </h3>
      <p className="text-sm text-slate-700">For your home university: the course&apos;s learning outcomes, workload and credits, with your certificate.</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void save("pdf")}>
          Pack as PDF
        </Button>
        <Button size="sm" variant="outline" onClick={() => void save("jsonld")}>
          Pack as JSON-LD
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
