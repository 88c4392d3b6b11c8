/**
 * VAT on our courses by the buyer's country (ISO 3166-1 alpha-2), in percent. Digital services
 * sold to EU consumers are taxed where the buyer lives (Art. 58 Directive 2006/112/EC, declared
 * through the One-Stop Shop); e-learning takes the standard rate in every member state.
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union"
 * (taxation-customs.ec.europa.eu, Taxes in Europe Database, TEDB), situation at 1 January 2025, with
 * the changes in force since: Estonia 24 % from 1 July 2025, Romania 21 % from 1 August 2025.
 * Checked again on 2026-11-26, rate by rate, against TEDB's standard rates as republished in the
 * dataset github.com/vatnode/eu-vat-rates-data (version 2026-08-13, queried from TEDB), which also
 * lists Finland 25.5 % from 1 September 2024 and Slovakia 23 % from 1 January 2025: all 27 agree.
 * A rate that changes is changed here and in tests/unit/payments/vat.test.ts; orders keep the rate they
 * were sold at.
 */
export const EU_VAT_PERCENT: Readonly<Record<string, number>> = Object.freeze({
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21,
  FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27, IE: 23, IT: 22, LT: 21, LU: 17,
  LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
});

/** Outside the EU we charge no VAT: the sale is not taxable in Austria (the buyer's country may tax it). */
export const NON_EU_VAT_PERCENT = 0;
