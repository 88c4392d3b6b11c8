import { formatPrice } from "@/lib/utils/format";

/** Cents (as the figures count them) as euros, as every price is shown. */
export const euros = (cents: number) => formatPrice(cents / 100);
