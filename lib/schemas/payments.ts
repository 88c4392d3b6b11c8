import * as v from "valibot";
import { objectOf } from "./parse";

const SEND = "Send a sessionId and an outcome of paid or cancelled.";

/** POST /api/payments/local/complete `{ sessionId, outcome }`: the local test payment page's buttons. */
export const localPaymentBody = objectOf({ sessionId: v.pipe(v.string(SEND), v.minLength(1, SEND)), outcome: v.picklist(["paid", "cancelled"], SEND) }, SEND);
export type LocalPaymentInput = v.InferInput<typeof localPaymentBody>;
