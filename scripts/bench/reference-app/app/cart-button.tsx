"use client";

import { useState } from "react";

export function CartButton() {
  const [items, setItems] = useState(0);
  return (
    <button type="button" onClick={() => setItems(items + 1)}>
      Add to cart ({items})
    </button>
  );
}
