import { getClientAuth } from "@/lib/firebase/client";

/**
 * Fetches one of the user's PDFs (`/api/orders/{id}/invoice` or `/credit-note`) with their token
 * and hands it to the browser as a download named `filename`.
 */
export async function downloadPdf(apiPath: string, filename: string): Promise<void> {
  const token = await getClientAuth().currentUser?.getIdToken();
  const response = await fetch(apiPath, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? "The PDF could not be downloaded. Please try again.");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  // The click has handed the file to the browser; the object URL can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
