import { NextResponse } from "next/server";
import { readDataExport } from "@/lib/account/data-export.server";
import { dataExportFileName } from "@/lib/account/data-export";
import { verifiedActor } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";
import { noStore } from "@/lib/utils/cache-headers";

/**
 * "Download my data": the caller's own data as a JSON file (GDPR Art. 15 and 20). The uid comes
 * from the verified token; one export a minute per account (config/rate-limits.ts), so a second
 * click while the first runs is answered 429 instead of reading everything twice.
 */
export const GET = route("Your data could not be collected. Please try again.", async (request) => {
  const account = await verifiedActor(request);
  await consumeRateLimit("data-export", account.uid);
  const now = new Date();
  const body = JSON.stringify(await readDataExport(account, now), null, 2);
  return new NextResponse(body, {
    headers: {
      ...noStore,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataExportFileName(now)}"`,
    },
  });
});
