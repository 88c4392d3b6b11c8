/** rateLimits/{action}_{uid} as stored: a fixed window of one account's calls of one action, when it started and how many it holds. */
export type RateWindow = { startedAt: number; count: number };
