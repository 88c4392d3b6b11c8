import { buttonClass } from "@/components/ui/button";
import { certificateFileUrl } from "@/lib/api/files";

/** Plain links: a public certificate's files need no sign-in, so they work without JavaScript. */
export function PublicDownloads({ id }: { id: string }) {
  return (
    <>
      <a href={certificateFileUrl(id, "pdf")} download className={buttonClass({ size: "sm" })}>
        Download PDF
      </a>
      <a href={certificateFileUrl(id, "credential")} download className={buttonClass({ size: "sm", variant: "outline" })}>
        Download credential
      </a>
    </>
  );
}
