import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type ProductState = { productId: string };

const initialState: ProductState = { productId: "" };

export const productSlice = createSlice({
  name: "product",
  initialState,
  reducers: {
    productOpened(_state, action: PayloadAction<string>) {
      return { productId: action.payload };
    },
    productClosed() {
      return initialState;
    },
  },
});

export const { productOpened, productClosed } = productSlice.actions;
