import { buttonClass } from "@/components/ui/button";

/** Plain links: a public certificate's files need no sign-in, so they work without JavaScript. */
export function PublicDownloads({ id }: { id: string }) {
  return (
    <>
      <a href={`/api/certificates/${id}/pdf`} download className={buttonClass({ size: "sm" })}>
        Download PDF
      </a>
      <a href={`/api/certificates/${id}/credential`} download className={buttonClass({ size: "sm", variant: "outline" })}>
        Download credential
      </a>
    </>
  );
}
