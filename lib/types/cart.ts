import { productTypes, type ProductType } from "./product";

/** One line of a cart: a product is bought once, so there is no quantity. */
export type CartItem = {
  productId: string;
  title: string;
  type: ProductType;
  /** Shown to the shopper only; checkout reads every price from Firestore on the server. */
  price: number;
  free: boolean;
  previewImgSmall?: string;
};

/** A product as GET /api/cart answers it for a cart: what the catalogue sells it as now. */
export type CatalogueLine = Pick<CartItem, "title" | "price" | "free"> & { id: string };

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null;

/** Only well-formed items of a stored or saved cart; `undefined` never reaches Firestore. */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isData).flatMap((item): CartItem[] => {
    if (typeof item.productId !== "string" || !item.productId) return [];
    const type = (productTypes as readonly string[]).includes(item.type as string) ? (item.type as ProductType) : "video_courses";
    const line: CartItem = {
      productId: item.productId,
      title: typeof item.title === "string" ? item.title : "",
      type,
      price: typeof item.price === "number" && Number.isFinite(item.price) ? item.price : 0,
      free: item.free === true,
    };
    if (typeof item.previewImgSmall === "string") line.previewImgSmall = item.previewImgSmall;
    return [line];
  });
}
