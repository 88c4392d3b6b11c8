/** The mark of a cart line whose product is no longer for sale (from the catalogue or the checkout). */
export const UNAVAILABLE_MARK = "No longer available";
