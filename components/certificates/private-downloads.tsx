import { certificateFileUrl } from "@/lib/api/files";
import { TokenDownloads } from "./token-downloads";

/** A private certificate's files: fetched with the learner's (or admin's) token, then saved. */
export function PrivateDownloads({ id }: { id: string }) {
  return (
    <TokenDownloads
      files={[
        { label: "Download PDF", path: certificateFileUrl(id, "pdf"), filename: `certificate-${id}.pdf` },
        { label: "Download credential", path: certificateFileUrl(id, "credential"), filename: `certificate-${id}.json`, variant: "outline" },
      ]}
    />
  );
}
