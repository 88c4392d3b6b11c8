// Each email's idempotency key, the id of its mail/{key} document: one per event and recipient,
// so the event's second delivery finds the document there and cannot send it again (decision 0150).

export const mailKeys = {
  orderConfirmation: (orderId: string) => `order-confirmation_${orderId}`,
  /** `firstProductId` and `enrolledMs`: the checkout's first new enrolment, made once (its relation is created) and again only after a removal. */
  enrolmentConfirmation: (uid: string, firstProductId: string, enrolledMs: number) => `enrolment-confirmation_${uid}_${firstProductId}_${enrolledMs}`,
  refundConfirmation: (orderId: string) => `refund-confirmation_${orderId}`,
  /** One request per order (lib/orders/refund-rules.ts), so one answer. */
  refundRequestRejected: (orderId: string) => `refund-request-rejected_${orderId}`,
  sale: (orderId: string, productId: string, creator: string) => `sale_${orderId}_${productId}_${creator}`,
  saleRefunded: (orderId: string, productId: string, creator: string) => `sale-refunded_${orderId}_${productId}_${creator}`,
  /** `submittedMs`: when the decided submission was made, so a resubmission decided later gets its own email. */
  decision: (productId: string, submittedMs: number, creator: string) => `decision_${productId}_${submittedMs}_${creator}`,
  question: (questionId: string, creator: string) => `question_${questionId}_${creator}`,
  answer: (answerId: string, asker: string) => `answer_${answerId}_${asker}`,
  /** `writtenMs`: when the review was written, in case one is removed on the server and written anew. */
  review: (productId: string, reviewer: string, writtenMs: number, creator: string) => `review_${productId}_${reviewer}_${writtenMs}_${creator}`,
  /** `tokenHash`: each request makes a new link, and each link its own email. */
  studentEmail: (uid: string, tokenHash: string) => `student-email_${uid}_${tokenHash.slice(0, 16)}`,
};
