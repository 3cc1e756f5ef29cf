// The public rate limit counts each client's requests per fixed window in the store: the first
// request of a window is one write made without a read, and the limit still holds after it.
import { expect, it } from 'vitest';
import { openStore } from '../../src/server/blobs/store.ts';
import {
  FORM_RATE_RULES,
  deleteOldRateWindows,
  enforceRateLimit,
} from '../../src/server/spam/rate-limit.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs({ faults: null });

const { limit, windowMs } = FORM_RATE_RULES.orders;
/** The start of a window, and a moment inside it. */
const WINDOW_START = Math.ceil(Date.now() / windowMs) * windowMs;

/** Counts one request at `now`; the status it is refused with, or 'allowed'. */
async function attempt(ip: string, now: number): Promise<number | 'allowed'> {
  try {
    await enforceRateLimit('orders', ip, now);
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

it('allows the limit in a window, refuses the next with the time to the window end, and starts again in the next window', async () => {
  const ip = '203.0.113.41';
  const inside = WINDOW_START + 1_000;
  const first = await Promise.all(
    Array.from({ length: limit }, (_, index) => attempt(ip, inside + index)),
  );
  expect(first.every((outcome) => outcome === 'allowed')).toBe(true);
  let refusal: unknown;
  try {
    await enforceRateLimit('orders', ip, WINDOW_START + windowMs - 30_000);
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(HttpError);
  const refused = refusal as HttpError;
  expect(refused.status).toBe(429);
  expect(refused.headers['Retry-After']).toBe('30');
  // Another address has its own count; the next window starts from nothing.
  expect(await attempt('203.0.113.42', inside)).toBe('allowed');
  expect(await attempt(ip, WINDOW_START + windowMs)).toBe('allowed');
});

it('deletes the counts of windows that ended over a day ago, and keeps the rest', async () => {
  const day = 24 * 60 * 60 * 1000;
  const now = WINDOW_START + 3 * day;
  await enforceRateLimit('contact', '203.0.113.50', WINDOW_START);
  await enforceRateLimit('contact', '203.0.113.50', now - 1_000);
  const before = await openStore().list({ prefix: 'rate-limits/contact/' });
  expect(before.blobs).toHaveLength(2);
  expect(await deleteOldRateWindows(new Date(now))).toBeGreaterThanOrEqual(1);
  const after = await openStore().list({ prefix: 'rate-limits/contact/' });
  expect(after.blobs.map((blob) => blob.key.split('/').at(-1))).toEqual([
    String(now - 1_000 - ((now - 1_000) % FORM_RATE_RULES.contact.windowMs)),
  ]);
});
