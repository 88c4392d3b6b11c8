import { combineSlices, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { addCartListeners } from "./cart-listeners";
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
 * tab's listeners know only that tab's cart.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware<RootState>();
  addCartListeners(listeners.startListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
