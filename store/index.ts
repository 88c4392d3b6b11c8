import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { cartSlice } from "./cart-slice";
import { productSlice } from "./product-slice";
import { uploadSlice } from "./upload-slice";
import { userSlice } from "./user-slice";

const rootReducer = combineSlices(userSlice, cartSlice, productSlice, uploadSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per browser tab, never a module-level
 * singleton (https://redux-toolkit.js.org/usage/nextjs).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
