/**
 * firestore.rules refuses a users/{uid}.cart longer than this. Its own module: the add-to-cart
 * button needs the number, not lib/cart/merge.ts's merging and sanitising, which would otherwise
 * come with it into the product page's first download.
 */
export const MAX_CART_ITEMS = 50;
