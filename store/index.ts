import { combineSlices, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { cartSlice } from "./cart-slice";
import { productSlice } from "./product-slice";
import { uploadSlice } from "./upload-slice";
import { userSlice } from "./user-slice";

const rootReducer = combineSlices(userSlice, cartSlice, productSlice, uploadSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per browser tab, never a module-level
 * singleton (https://redux-toolkit.js.org/usage/nextjs). Its side effects are listener
 * middleware of its own (https://redux-toolkit.js.org/api/createListenerMiddleware), so each
 * tab's listeners know only that tab's cart. The middleware starts empty: the cart listeners
 * join the tab's store after hydration (`startCartSync` in store/cart-listeners.ts, through
 * `addListener`), so their code stays out of every page's first download and the server's
 * store has none.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware<RootState>();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
