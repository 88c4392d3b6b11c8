"use client";

import { useState } from "react";

export function RenderErrorTrigger() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("Render error requested by the end-to-end suite");
  return (
    <section className="px-4 py-12">
      <h1 className="text-2xl font-bold">Render error check</h1>
      <button type="button" onClick={() => setBroken(true)} className="mt-4 rounded-md border px-4 py-2">
        Break this page
      </button>
    </section>
  );
}
