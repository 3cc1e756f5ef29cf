import { z } from 'zod';

/** A fixed-window request counter for one client on one route. */
export const RateWindowSchema = z.object({
  windowStartedAt: z.int().nonnegative(),
  count: z.int().nonnegative(),
});
export type RateWindow = z.output<typeof RateWindowSchema>;

/** How many requests a client may make per window. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Counts one more request against `current` and says whether it is within the rule. */
export function countRequest(
  current: RateWindow | null,
  rule: RateRule,
  nowMs: number,
): { window: RateWindow; allowed: boolean; retryAfterSeconds: number } {
  const fresh = !current || nowMs - current.windowStartedAt >= rule.windowMs;
  const window = fresh
    ? { windowStartedAt: nowMs, count: 1 }
    : { windowStartedAt: current.windowStartedAt, count: current.count + 1 };
  const retryAfterMs = window.windowStartedAt + rule.windowMs - nowMs;
  return {
    window,
    allowed: window.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}
