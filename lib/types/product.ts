export const productTypes = ["video_courses", "documents"] as const;
export type ProductType = (typeof productTypes)[number];
