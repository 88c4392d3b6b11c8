import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CartItem } from "@/lib/types/cart";

export type CartState = { items: CartItem[] };

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: "cart",
  initialState,
  reducers: {
    /** The cart is always replaced as a whole (SPEC §4), e.g. from the user record at sign-in. */
    cartReplaced(_state, action: PayloadAction<CartItem[]>) {
      return { items: action.payload };
    },
    itemAdded(state, action: PayloadAction<CartItem>) {
      if (!state.items.some((item) => item.productId === action.payload.productId)) {
        state.items.push(action.payload);
      }
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.productId !== action.payload);
    },
    cartCleared() {
      return initialState;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.length,
    selectIsInCart: (state, productId: string) => state.items.some((item) => item.productId === productId),
  },
});

export const { cartReplaced, itemAdded, itemRemoved, cartCleared } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectIsInCart } = cartSlice.selectors;
