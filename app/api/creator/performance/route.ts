import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { checkRange } from "@/lib/creator/performance-ranges";
import { performanceCsv } from "@/lib/creator/performance-csv";
import { creatorPerformance } from "@/lib/creator/performance.server";
import { creatorErrorResponse } from "@/lib/creator/responses.server";

/**
 * GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (Vienna days, both included): the signed-in creator's
 * figures as JSON, or with &format=csv as a spreadsheet download.
 */
export async function GET(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    const params = new URL(request.url).searchParams;
    const checked = checkRange(params.get("from"), params.get("to"));
    if (!checked.ok) return NextResponse.json({ code: "performance/invalid-range", error: checked.error }, { status: 400 });
    const format = params.get("format") ?? "json";
    if (format !== "json" && format !== "csv") {
      return NextResponse.json({ code: "performance/invalid-format", error: "Choose the format json or csv." }, { status: 400 });
    }
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
  } catch (error) {
    return creatorErrorResponse(error, "Your figures could not be loaded. Please try again.");
  }
}
