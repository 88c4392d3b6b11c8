import type { ToasterProps } from "react-hot-toast";

/** SPEC §9: 4000 ms for blank and error, 2000 ms for success, loading until dismissed. */
export const toastOptions: ToasterProps["toastOptions"] = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** SPEC §9: at most 20 toasts; react-hot-toast keeps this many and drops the oldest. */
export const TOAST_LIMIT = 20;
