import { combineSlices, configureStore, createDynamicMiddleware } from "@reduxjs/toolkit";
import { cartSlice } from "./cart-slice";
import { productSlice } from "./product-slice";
import { uploadSlice } from "./upload-slice";
import { userSlice } from "./user-slice";

const rootReducer = combineSlices(userSlice, cartSlice, productSlice, uploadSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per browser tab, never a module-level
 * singleton (https://redux-toolkit.js.org/usage/nextjs). Its side effects are listener
 * middleware that joins the tab's store after hydration (`startCartSync` in
 * store/cart-listeners.ts, through `addMiddleware`): the server's store needs none, and the cart
 * sync's own code stays out of every page's first download.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const late = createDynamicMiddleware<RootState>();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(late.middleware),
  });
  return Object.assign(store, { addMiddleware: late.addMiddleware });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
