"use client";

import { Toaster as HotToaster } from "react-hot-toast";
import { toastOptions } from "@/config/toasts";

export function Toaster() {
  return <HotToaster position="top-center" toastOptions={toastOptions} />;
}
