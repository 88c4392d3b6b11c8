import type { EditableKind } from "@/lib/schemas/uni-data";

// What the edit and delete controls of the university data list send is checked by
// uniDataEditBody and uniDataTarget (lib/schemas/uni-data.ts), with the add forms' messages.
export { EDITABLE_KINDS, type EditableKind, type UniDataEdit, type UniDataTarget } from "@/lib/schemas/uni-data";

/** A count with its noun, e.g. [2, "product", "products"]. */
export type Usage = [count: number, singular: string, plural: string];

/**
 * Why an item cannot be deleted, e.g. "2 products and 3 sections still use this course.",
 * or null when nothing uses it.
 */
export function describeUsage(kind: EditableKind, usages: Usage[]): string | null {
  const parts = usages.filter(([count]) => count > 0).map(([count, singular, plural]) => `${count} ${count === 1 ? singular : plural}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  const one = parts.length === 1 && usages.some(([count]) => count === 1);
  return `${list} still ${one ? "uses" : "use"} this ${kind}.`;
}
