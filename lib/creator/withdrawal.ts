import { withdrawProductToDraft, WithdrawalRefused, type WithdrawalRefusal } from "@/lib/db/products";
import { getClientAuth } from "@/lib/firebase/client";
import { HttpError } from "@/lib/http/error";
import { isDocumentId } from "@/lib/utils/ids";
import { NOT_FOUND } from "./errors";
import { STATE_WORDS } from "./state-words";

/** The refusal as the server's routes would answer it, so the panel shows the same words. */
function refusalError(refusal: WithdrawalRefusal): HttpError {
  switch (refusal.reason) {
    case "not-found":
      return new HttpError(404, "creator/not-found", NOT_FOUND);
    case "not-creator":
      return new HttpError(403, "creator/not-creator", "Only the creators of this product can do this.");
    case "not-pending": {
      const words = STATE_WORDS[refusal.state as keyof typeof STATE_WORDS] ?? "is not waiting for approval";
      return new HttpError(409, "creator/not-pending", `Only a product waiting for approval can be withdrawn; this one ${words}.`);
    }
    case "denied":
      return new HttpError(403, "creator/not-allowed", "This product could not be withdrawn. Please reload the page and try again.");
  }
}

/**
 * A creator takes a pending product back to draft, straight from the browser (SPEC §1): the
 * write and the rules that hold it are lib/db/products.ts's (withdrawProductToDraft); refusals are HttpErrors
 * whose message can be shown as it is.
 */
export async function withdrawFromReview(productId: string): Promise<{ state: "draft" }> {
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(403, "creator/signed-out", "Please sign in again.");
  if (!isDocumentId(productId)) throw new HttpError(404, "creator/not-found", NOT_FOUND);
  try {
    await withdrawProductToDraft(productId, { uid: user.uid, email: user.email ?? "" });
  } catch (error) {
    throw error instanceof WithdrawalRefused ? refusalError(error.refusal) : error;
  }
  return { state: "draft" };
}
