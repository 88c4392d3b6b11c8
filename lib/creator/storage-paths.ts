/**
 * A Storage object name for an uploaded file: a random prefix keeps a replaced file from
 * overwriting the one learners may still be streaming, and only safe characters remain.
 */
export function storageFileName(original: string): string {
  const dot = original.lastIndexOf(".");
  const extension = dot > 0 ? original.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 10) : "";
  const base = (dot > 0 ? original.slice(0, dot) : original)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "file";
  const random = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
  return `${random}-${base}${extension ? `.${extension}` : ""}`;
}

/**
 * The product whose Storage folders (`products/{id}/…`) take a course's uploads. A working copy
 * uploads into its live product's folders: its creators are the live product's (storage.rules lets
 * them add files there), and approval copies the pointers onto the live product unchanged and
 * deletes the copy, so only a file under the live id keeps working
 * (docs/decisions/0065-working-copy-for-approved-products.md).
 */
export const uploadProductId = (product: { id: string; revisionOf: string }) => product.revisionOf || product.id;
