import { fetchCatalogueLines } from "@/lib/api/cart";
import type { CartItem, CatalogueLine } from "@/lib/types/cart";
import { formatPrice } from "@/lib/utils/format";
import { UNAVAILABLE_MARK } from "./marks";

/**
 * What refreshing the cart found: the cart with the catalogue's titles and prices (null when
 * nothing changed), a mark for each line whose price changed or that is gone, and a sentence
 * saying so for each.
 */
export type CartRefresh = { items: CartItem[] | null; marks: Record<string, string>; notes: string[] };

const shownPrice = (line: Pick<CartItem, "price" | "free">) => (line.free ? "Free" : formatPrice(line.price));

/** `cart`'s lines for `ids` as the catalogue has them now. */
function refreshLines(cart: CartItem[], ids: string[], catalogue: Map<string, CatalogueLine>): CartRefresh {
  const marks: Record<string, string> = {};
  const notes: string[] = [];
  const items = cart.map((item) => {
    if (!ids.includes(item.productId)) return item;
    const now = catalogue.get(item.productId);
    if (!now) {
      marks[item.productId] = UNAVAILABLE_MARK;
      notes.push(`“${item.title}” is no longer available. Remove it to check out.`);
      return item;
    }
    const [was, is] = [shownPrice(item), shownPrice(now)];
    if (was !== is) {
      marks[item.productId] = `Price changed from ${was}`;
      notes.push(`The price of “${now.title}” changed from ${was} to ${is}.`);
    }
    if (item.title === now.title && item.price === now.price && item.free === now.free) return item;
    return { ...item, title: now.title, price: now.price, free: now.free };
  });
  return { items: items.some((item, index) => item !== cart[index]) ? items : null, marks, notes };
}

/**
 * Asks the catalogue about `ids` and applies the answer to the cart as it is by then (`current`),
 * since the shopper may have removed something meanwhile.
 */
export async function refreshCart(ids: string[], current: () => CartItem[]): Promise<CartRefresh> {
  const catalogue = await fetchCatalogueLines(ids);
  return refreshLines(current(), ids, catalogue);
}
