import type { ProductType } from "@/lib/types/product";

// Apart from labels.ts so the cart page can name a product type without shipping the catalogue's
// other labels (the SDG names, the filter summary) in its first-load JavaScript.
const typeLabels: Record<ProductType, { one: string; many: string }> = {
  video_courses: { one: "Video course", many: "Video courses" },
  documents: { one: "Document", many: "Documents" },
};

export const productTypeLabel = (type: ProductType) => typeLabels[type].one;
export const productTypePlural = (type: ProductType) => typeLabels[type].many;
