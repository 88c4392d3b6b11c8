"use client";

import { useEffect } from "react";
import { useAppDispatch } from "@/store/hooks";
import { productClosed, productOpened } from "@/store/product-slice";

/** Tells the store which product is open (SPEC §3 product slice) while its page is shown. */
export function ProductViewed({ productId }: { productId: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(productOpened(productId));
    return () => {
      dispatch(productClosed());
    };
  }, [dispatch, productId]);
  return null;
}
