import type { SaleBreakdown } from "@/lib/payments/sale-breakdown";
import type { ProductState, ProductType } from "@/lib/types/product";

// The /api/creator/overview answer, shared by the route (server) and the dashboard (browser).

export type OverviewProduct = {
  id: string;
  title: string;
  type: ProductType;
  state: ProductState;
  /** Only when rejected: the admin's reason, shown so the creator can fix it. */
  rejectionReason: string;
  price: number;
  free: boolean;
  participants: number;
  lastUpdated: string;
  /**
   * The working copy of this approved product, if one is open (docs/decisions/0065): shown on the
   * live product's row, never as a second row with the same title (issue 36).
   */
  revision: { state: ProductState; rejectionReason: string } | null;
};

/** One sold item of the creator's, broken down to their own share; buyers stay anonymous. */
export type OverviewSale = { orderId: string; productId: string; title: string; soldOn: string; money: SaleBreakdown };

export type OverviewQuestion = { id: string; productId: string; productTitle: string; authorName: string; text: string; createdOn: string };

export type CreatorOverview = { products: OverviewProduct[]; sales: OverviewSale[]; questions: OverviewQuestion[] };

export const LATEST_SALES = 10;
export const WAITING_QUESTIONS = 20;

/** Labels and colours of a product's state badge. */
export const STATE_LABELS: Record<ProductState, string> = {
  draft: "Draft",
  pending: "In review",
  approved: "Published",
  rejected: "Rejected",
};
