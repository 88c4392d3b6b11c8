import { errorFromAnswer, HttpError } from "@/lib/http/error";
import type { VerifyAnswer } from "./summary";

const FAILED = "The credential could not be checked. Please try again.";

/** Asks POST /api/certificates/verify about a file's text or a certificate address; throws HttpError with the route's message. */
export async function requestVerification(body: { credential: string } | { url: string }): Promise<VerifyAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/certificates/verify", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new HttpError(0, "request/unreachable", "Our server could not be reached. Check your connection and try again.");
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromAnswer(response.status, answer, FAILED);
  return answer as VerifyAnswer;
}
