/**
 * How often one signed-in account may do each write a server route makes for it, per fixed
 * window (lib/security/rate-limit.server.ts). Generous for a person, tight for a script: the
 * eleventh question in an hour is a spammer's, not a learner's (issue 32). `refusal` replaces the
 * general "You have done this too often." where a person would more likely be waiting than spamming.
 */
export const RATE_LIMITS = {
  question: { limit: 10, windowSeconds: 60 * 60 },
  answer: { limit: 30, windowSeconds: 60 * 60 },
  // The one request after a new review: its creators' notification and its page's refresh.
  "review-posted": { limit: 10, windowSeconds: 60 * 60 },
  // Each edit or deletion of a review expires its product's cached page, as a new review's refresh does.
  "review-change": { limit: 10, windowSeconds: 60 * 60 },
  "team-save": { limit: 20, windowSeconds: 60 * 60 },
  invitation: { limit: 20, windowSeconds: 60 * 60 },
  checkout: { limit: 20, windowSeconds: 60 * 60 },
  refund: { limit: 30, windowSeconds: 60 * 60 },
  // One request per order is the rule; this stops a script from probing order ids.
  "refund-request": { limit: 10, windowSeconds: 60 * 60 },
  "account-delete": { limit: 5, windowSeconds: 60 * 60 },
  // One at a time: a double click or a second tab must not read everything twice.
  "student-email": { limit: 5, windowSeconds: 60 * 60, refusal: "We sent several verification emails already." },
  "data-export": { limit: 1, windowSeconds: 60, refusal: "We are collecting your data already, or did a moment ago." },
  // Counted per network address, as anyone may check a certificate: an employer checking a pile of
  // applications stays well inside it; a script cannot use the page to probe certificate ids.
  "certificate-verify": { limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number; refusal?: string }>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;
