import { createHash } from 'node:crypto';
import type { RateBucket } from '../../lib/api/contract.ts';
import { countRequest, RateWindowSchema, type RateRule } from '../../lib/api/rate-limit.ts';
import { recordCollection } from '../blobs/records.ts';
import type { TimeBudget } from '../../lib/system/time-budget.ts';
import { HttpError } from '../http/errors.ts';

const windows = recordCollection({ prefix: 'rate-limits', schema: RateWindowSchema });

/** Per-route limits for public forms: room for a household behind one mobile-carrier address, little for a bot. */
export const FORM_RATE_RULES = {
  contact: { limit: 10, windowMs: 10 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 10 * 60 * 1000 },
  challenge: { limit: 60, windowMs: 10 * 60 * 1000 },
  deliveryInterest: { limit: 10, windowMs: 10 * 60 * 1000 },
  restockWaitlist: { limit: 10, windowMs: 10 * 60 * 1000 },
  // Enough for a shopper trying a few codes; too few to guess codes by brute force.
  promoCheck: { limit: 20, windowMs: 10 * 60 * 1000 },
  // A household may retry a failed checkout a few times; a script placing orders may not.
  orders: { limit: 20, windowMs: 10 * 60 * 1000 },
  // A shopper comes back from Stripe's cancel link once per order; a few reloads fit easily.
  cancelPayment: { limit: 20, windowMs: 10 * 60 * 1000 },
  standingCard: { limit: 20, windowMs: 10 * 60 * 1000 },
  // Codes asked for and tried from one address: a shopper on two devices, not a code guesser.
  deliveriesCode: { limit: 10, windowMs: 10 * 60 * 1000 },
  // My deliveries reads and changes: a shopper clicking through their next weeks.
  myDeliveries: { limit: 120, windowMs: 10 * 60 * 1000 },
} satisfies Record<RateBucket, RateRule>;

/** Counts a request from `ip` on `route`; past the limit it throws 429 with Retry-After. */
export async function enforceRateLimit(
  route: RateBucket,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const rule = FORM_RATE_RULES[route];
  // The key holds a hash, not the address itself: no personal data sits in key listings.
  const client = createHash('sha256')
    .update(ip || 'unknown')
    .digest('hex')
    .slice(0, 32);
  // One record per client and fixed window, so a client's first request in a window is one
  // write that lands only if the window has no count yet (no read first).
  const windowStartedAt = now - (now % rule.windowMs);
  let verdict: ReturnType<typeof countRequest> | undefined;
  await windows.update(
    `${route}/${client}/${String(windowStartedAt)}`,
    (current) => {
      verdict = countRequest(current ?? { windowStartedAt, count: 0 }, rule, now);
      return verdict.window;
    },
    { expectNew: true },
  );
  if (verdict && !verdict.allowed) {
    throw new HttpError(429, undefined, {
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    });
  }
}

/** How long a past window's count is kept: far longer than any rule's window. */
const WINDOW_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the counts of windows that ended over a day ago (one key per client and window, so
 * they would pile up), and counts kept under the old one-key-per-client form. Says how many.
 */
export async function deleteOldRateWindows(now: Date, budget?: TimeBudget): Promise<number> {
  const before = now.getTime() - WINDOW_KEPT_MS;
  let deleted = 0;
  for (const id of await windows.listIds()) {
    if (budget?.spent()) break;
    const [, , windowStartedAt] = id.split('/');
    if (windowStartedAt !== undefined && Number(windowStartedAt) >= before) continue;
    await windows.delete(id);
    deleted += 1;
  }
  return deleted;
}
