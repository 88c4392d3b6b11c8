import type { ProductType } from "./product";

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
