import { brand } from "./brand";

/**
 * Who sells, as every invoice states it (§ 11 UStG): the company of the buying terms §1. The VAT
 * id is the demo company's placeholder in the Austrian format (ATU + 8 digits); a real shop puts
 * its own here. Invoices keep a copy, so a later change does not rewrite issued ones.
 */
export const SELLER = {
  name: `${brand.name} GmbH`,
  address: ["Lindengasse 56/14", "1070 Vienna", "Austria"],
  vatId: "ATU12345678",
  email: brand.contactEmail,
} as const;
