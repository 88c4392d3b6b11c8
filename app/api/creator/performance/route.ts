import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { checkRange } from "@/lib/creator/performance-ranges";
import { performanceCsv } from "@/lib/creator/performance-csv";
import { creatorPerformance } from "@/lib/creator/performance.server";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (Vienna days, both included): the signed-in creator's
 * figures as JSON, or with &format=csv as a spreadsheet download.
 */
export const GET = route("Your figures could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  const params = new URL(request.url).searchParams;
  const checked = checkRange(params.get("from"), params.get("to"));
  if (!checked.ok) throw new HttpError(400, "performance/invalid-range", checked.error);
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "csv") throw new HttpError(400, "performance/invalid-format", "Choose the format json or csv.");
  const performance = await creatorPerformance(uid, checked.range);
  if (format === "json") return NextResponse.json(performance, { headers: { "Cache-Control": "no-store" } });
  const { from, to } = checked.range;
  return new NextResponse(performanceCsv(performance), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="verdant-performance-${from}-to-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
