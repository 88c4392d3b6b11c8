import { respond, saveAs, segment } from "./core";

// Files our routes serve: URLs for plain links (public files work without JavaScript), and
// downloadFile for routes that want the signed-in user's token, which a link cannot send.

export const certificateFileUrl = (id: string, file: "pdf" | "credential") => `/api/certificates/${segment(id)}/${file}`;

export const recognitionPackUrl = (productId: string, format: "pdf" | "jsonld") => `/api/products/${segment(productId)}/recognition-pack.${format}`;

export const orderPdfUrl = (orderId: string, document: "invoice" | "credit-note") => `/api/orders/${segment(orderId)}/${document}`;

/** Fetches `url` with the user's token and hands it to the browser as `filename`; a refusal throws HttpError with the route's message. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  await saveAs(await respond(url, { fallback: "The PDF could not be downloaded. Please try again." }), filename);
}
