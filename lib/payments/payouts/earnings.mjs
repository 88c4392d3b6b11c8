// Plain JavaScript so the demo seed (plain Node) computes ledger entries with this very code.
import { CARD_FEE, CREATORS_SHARE_PERCENT, VAT_PERCENT } from "../../../config/payout-rates.mjs";

/**
 * The creators' part of a sale in whole cents: 80 % of the price less the VAT it includes and
 * the card fee, each rounded to the cent as on the profit model page's worked example
 * (9.99 → VAT 1.67, fee 0.40, net 7.92, creators 6.34). Integer arithmetic throughout.
 * @param {number} priceCents
 * @returns {number}
 */
export function creatorsPoolCents(priceCents) {
  if (!Number.isInteger(priceCents) || priceCents <= 0) return 0;
  const vat = Math.round((priceCents * VAT_PERCENT) / (100 + VAT_PERCENT));
  const fee = Math.round((priceCents * CARD_FEE.permille + CARD_FEE.fixedCents * 1000) / 1000);
  const net = priceCents - vat - fee;
  return net > 0 ? Math.round((net * CREATORS_SHARE_PERCENT) / 100) : 0;
}
