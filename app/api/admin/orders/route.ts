import { NextResponse } from "next/server";
import { listAdminOrders } from "@/lib/admin/orders.server";
import { ADMIN_ORDER_FILTERS, type AdminOrderFilter } from "@/lib/admin/order-types";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { noStore } from "@/lib/utils/cache-headers";

/** Admins: a page of orders, `?filter=requests|all`, `?q=` an email, order id or invoice number, `?after=` the previous `next`. */
export const GET = route("The orders could not be loaded. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  const query = new URL(request.url).searchParams;
  const raw = query.get("filter");
  const filter: AdminOrderFilter = (ADMIN_ORDER_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as AdminOrderFilter) : "requests";
  return NextResponse.json(await listAdminOrders({ filter, q: query.get("q") ?? "", after: query.get("after") }), { headers: noStore });
});
