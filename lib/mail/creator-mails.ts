import type { MailMessage } from "@/lib/types/mail";
import { formatPrice } from "@/lib/utils/format";
import { renderMail } from "./layout";

/** To each creator of a product someone bought. */
export function saleMail(sale: { title: string; price: number }): MailMessage {
  return renderMail({
    kind: "sale",
    subject: `New sale: ${sale.title}`,
    paragraphs: [`Someone bought “${sale.title}” for ${formatPrice(sale.price)}. Your share is in your payouts.`],
    links: [{ label: "Your performance", path: "/dashboard/performance" }],
  });
}

/** To each creator of a product whose sale was refunded: the course left the buyer, the share is reversed. */
export function saleRefundedMail(sale: { title: string; price: number }): MailMessage {
  return renderMail({
    kind: "sale-refunded",
    subject: `Refunded: ${sale.title}`,
    paragraphs: [`A purchase of “${sale.title}” for ${formatPrice(sale.price)} was refunded in full. The buyer no longer has access, and your share of the sale is reversed in your payouts.`],
    links: [{ label: "Your payouts", path: "/dashboard/payouts" }],
  });
}

/** To each creator once an admin approved their product; `note` is the reviewer's optional remark. */
export function approvalMail(product: { id: string; title: string }, note: string): MailMessage {
  return renderMail({
    kind: "approval",
    subject: `Approved: ${product.title}`,
    paragraphs: [`“${product.title}” is now in the catalogue.`, ...(note ? [`Note from the reviewer: ${note}`] : [])],
    links: [{ label: "See it in the catalogue", path: `/products/${product.id}` }],
  });
}

/** To each creator once an admin rejected their product, with the reason to act on. */
export function rejectionMail(product: { id: string; title: string }, reason: string): MailMessage {
  return renderMail({
    kind: "rejection",
    subject: `Changes needed: ${product.title}`,
    paragraphs: [`“${product.title}” was not approved yet.`, `Reason: ${reason}`, "Change it and submit it again from your dashboard."],
    links: [{ label: "Your products", path: "/dashboard" }],
  });
}

/** To each creator of a product someone reviewed. */
export function reviewMail(review: { productId: string; title: string; author: string; stars: number; text: string }): MailMessage {
  return renderMail({
    kind: "review",
    subject: `New review: ${review.title}`,
    paragraphs: [`${review.author} rated “${review.title}” ${review.stars === 1 ? "1 star" : `${review.stars} stars`}.`, ...(review.text ? [review.text] : [])],
    links: [{ label: "Read the reviews", path: `/products/${review.productId}#reviews` }],
  });
}
