import { recognitionPackUrl } from "@/lib/api/files";
import { TokenDownloads } from "./token-downloads";

/**
 * The course's recognition pack with this learner's certificate in it: the pack routes add the
 * certificate only for a request with the learner's token, so these fetch and save rather than link.
 */
export function RecognitionPackDownloads({ productId }: { productId: string }) {
  const file = (extension: "pdf" | "jsonld", label: string) => ({
    label,
    path: recognitionPackUrl(productId, extension),
    filename: `recognition-pack-${productId}.${extension}`,
    variant: "outline" as const,
  });
  return (
    <div role="group" aria-labelledby="pack-heading" className="space-y-2">
      <h3 id="pack-heading" className="font-semibold text-slate-900">
        Recognition pack with this certificate
      </h3>
      <p className="text-sm text-slate-700">For your home university: the course&apos;s learning outcomes, workload and credits, with your certificate.</p>
      <div className="flex flex-wrap gap-2">
        <TokenDownloads files={[file("pdf", "Pack as PDF"), file("jsonld", "Pack as JSON-LD")]} />
      </div>
    </div>
  );
}
