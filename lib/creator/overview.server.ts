import "server-only";
import { toOrder } from "@/lib/db/order-shape";
import { toIso } from "@/lib/db/product-shape";
import { latestPaidOrdersOf } from "@/lib/db/orders.server";
import { unansweredQuestions } from "@/lib/db/questions.server";
import type { Product } from "@/lib/types/product";
import { LATEST_SALES, WAITING_QUESTIONS, type CreatorOverview, type OverviewProduct, type OverviewQuestion, type OverviewSale } from "./overview";
import { saleBreakdown } from "@/lib/payments/sale-breakdown";
import { productsOfCreator } from "@/lib/db/products.server";

/** The last sold items of `uid`'s products (paid orders, newest first), each with its breakdown down to `uid`'s share. */
async function latestSales(uid: string): Promise<OverviewSale[]> {
  // An order can hold several items, not all of them this creator's: LATEST_SALES orders always
  // hold at least LATEST_SALES of theirs.
  const snapshot = await latestPaidOrdersOf(uid, LATEST_SALES).get();
  return snapshot.docs
    .flatMap((doc) => {
      const order = toOrder(doc.id, doc.data());
      return order.items
        .filter((item) => item.creators?.includes(uid))
        .map((item) => ({
          orderId: order.id,
          productId: item.productId,
          title: item.title,
          soldOn: order.createdOn,
          money: saleBreakdown(item, uid, { vatPercent: order.vatPercent, paidOn: order.paidOn }),
        }));
    })
    .slice(0, LATEST_SALES);
}

/** Questions with no answer yet on the creator's published products (questions exist only there). */
async function waitingQuestions(products: { id: string; title: string; state: string }[]): Promise<OverviewQuestion[]> {
  const published = products.filter((product) => product.state === "approved");
  const perProduct = await Promise.all(
    published.map(async (product) => {
      const snapshot = await unansweredQuestions(product.id, WAITING_QUESTIONS).get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        productId: product.id,
        productTitle: product.title,
        authorName: String(doc.get("authorName") ?? ""),
        text: String(doc.get("text") ?? ""),
        createdOn: toIso(doc.get("createdOn")),
      }));
    }),
  );
  return perProduct
    .flat()
    .sort((a, b) => (a.createdOn < b.createdOn ? -1 : a.createdOn > b.createdOn ? 1 : 0))
    .slice(0, WAITING_QUESTIONS);
}

const revisionOf = (copy: Product | undefined): OverviewProduct["revision"] =>
  copy ? { state: copy.state, rejectionReason: copy.state === "rejected" ? copy.rejectionReason : "" } : null;

/** /api/creator/overview: only `uid`'s own products, sales and questions. */
export async function creatorOverview(uid: string): Promise<CreatorOverview> {
  const products = await productsOfCreator(uid);
  const [sales, questions] = await Promise.all([latestSales(uid), waitingQuestions(products)]);
  const copies = new Map(products.filter((product) => product.revisionOf).map((copy) => [copy.revisionOf, copy]));
  const ids = new Set(products.map((product) => product.id));
  return {
    products: products
      .filter((product) => !product.revisionOf || !ids.has(product.revisionOf))
      .map((product) => ({
        id: product.id,
        title: product.title,
        type: product.type,
        state: product.state,
        rejectionReason: product.state === "rejected" ? product.rejectionReason : "",
        price: product.price,
        free: product.free,
        participants: product.participants,
        lastUpdated: product.lastUpdated,
        revision: revisionOf(copies.get(product.id)),
      }))
      .sort((a, b) => (a.lastUpdated < b.lastUpdated ? 1 : a.lastUpdated > b.lastUpdated ? -1 : 0)),
    sales,
    questions,
  };
}
