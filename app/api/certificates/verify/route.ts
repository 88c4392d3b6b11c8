import { NextResponse } from "next/server";
import { CREDENTIAL_TOO_LARGE, MAX_CREDENTIAL_BYTES } from "@/config/credentials";
import { siteUrl } from "@/config/site";
import { verifySubmission } from "@/lib/credentials/verify-submission.server";
import { cappedText } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { credentialCheckBody } from "@/lib/schemas/certificates";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";
import { requesterAddress } from "@/lib/security/requester";
import { noStore } from "@/lib/utils/cache-headers";

// JSON escaping can at most double a credential's text (quotes, backslashes); more is not an upload of ours.
const MAX_BODY_BYTES = 2 * MAX_CREDENTIAL_BYTES + 1024;

/**
 * Anyone checks a credential: `{ credential }` (a file's text) or `{ url }` (one of our certificate
 * addresses). Answers `{ result, message, summary?, revokedAt? }`; 413 for a file over 256 kB,
 * 400/404 `{ error, code }` for an address we do not check.
 */
export const POST = route("The credential could not be checked. Please try again.", async (request) => {
  await consumeRateLimit("certificate-verify", requesterAddress(request));
  const text = await cappedText(request, MAX_BODY_BYTES, CREDENTIAL_TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const submission = parseOrRefuse(credentialCheckBody, body, "certificate/nothing");
  const hosts = [new URL(siteUrl).host, request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? ""].map((host) => host.toLowerCase());
  return NextResponse.json(await verifySubmission(submission, hosts), { headers: noStore });
});
