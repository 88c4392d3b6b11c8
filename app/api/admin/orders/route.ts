import { NextResponse } from "next/server";
import { listAdminOrders } from "@/lib/admin/orders.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { adminOrdersQuery } from "@/lib/schemas/admin";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { noStore } from "@/lib/utils/cache-headers";

/** Admins: a page of orders, `?filter=requests|all`, `?q=` an email, order id or invoice number, `?after=` the previous `next`. */
export const GET = route("The orders could not be loaded. Please try again.", async (request) => {
  await verifyAdminRequest(request);
  const query = new URL(request.url).searchParams;
  const read = parseOrRefuse(adminOrdersQuery, { filter: query.get("filter"), q: query.get("q"), after: query.get("after") }, "admin-orders/invalid-search");
  return NextResponse.json(await listAdminOrders(read), { headers: noStore });
});
