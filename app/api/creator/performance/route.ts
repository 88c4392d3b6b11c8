import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { performanceCsv } from "@/lib/creator/performance-csv";
import { creatorPerformance } from "@/lib/creator/performance.server";
import { route } from "@/lib/http/route";
import { performanceFormat, performanceRange } from "@/lib/schemas/creator";
import { parseOrRefuse } from "@/lib/schemas/parse";

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (Vienna days, both included): the signed-in creator's
 * figures as JSON, or with &format=csv as a spreadsheet download.
 */
export const GET = route("Your figures could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  const params = new URL(request.url).searchParams;
  const range = parseOrRefuse(performanceRange(), { from: params.get("from"), to: params.get("to") }, "performance/invalid-range");
  const format = parseOrRefuse(performanceFormat, params.get("format") ?? undefined, "performance/invalid-format");
  const performance = await creatorPerformance(uid, range);
  if (format === "json") return NextResponse.json(performance, { headers: { "Cache-Control": "no-store" } });
  const { from, to } = range;
  return new NextResponse(performanceCsv(performance), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="verdant-performance-${from}-to-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
