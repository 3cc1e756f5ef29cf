// A deadline for the store calls of one piece of work (a scheduled run that Netlify kills at
// 30 s). Inside `withStoreDeadline`, every store call made by this async context is bounded by
// the time left: @netlify/blobs never sleeps between its own retries (its 5 s waits would outlast
// the run), each request is cut off when the deadline comes, our own retries (withStoreRetries,
// update, createOnce) pause no longer than the time left, and a call started past the deadline
// throws StoreDeadlineError. Outside such a context nothing changes for other callers.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Raised when store work was asked for past the deadline of the work it belongs to. */
export class StoreDeadlineError extends Error {
  constructor(what: string) {
    super(`No time left for ${what}`);
    this.name = 'StoreDeadlineError';
  }
}

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` with its store calls bounded by `deadline` (epoch ms). */
export function withStoreDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore();
  // A nested deadline never extends the one around it.
  return deadlines.run(outer === undefined ? deadline : Math.min(outer, deadline), work);
}

/**
 * Runs `work` with `graceMs` past the current deadline (none when there is none): only for the
 * note that must follow a step already done outside the store (an email the mail server took),
 * so a deadline reached during that step does not leave it unnoted and done again by the next run.
 */
export function withStoreDeadlineGrace<T>(graceMs: number, work: () => Promise<T>): Promise<T> {
  const deadline = deadlines.getStore();
  return deadline === undefined ? work() : deadlines.run(deadline + graceMs, work);
}

/** The deadline of the current store work (epoch ms), or undefined when it has none. */
export function storeDeadline(): number | undefined {
  return deadlines.getStore();
}

/** Milliseconds left before the current deadline (Infinity without one). */
export function storeTimeLeft(now = Date.now()): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Number.POSITIVE_INFINITY : Math.max(0, deadline - now);
}

/** Throws StoreDeadlineError when the current deadline has passed. */
export function checkStoreDeadline(what: string): void {
  if (storeTimeLeft() <= 0) throw new StoreDeadlineError(what);
}

/** A pause of `ms`, cut short at the deadline, after which it throws StoreDeadlineError. */
export async function pauseWithinDeadline(ms: number, what: string): Promise<void> {
  const left = storeTimeLeft();
  if (ms >= left) {
    if (Number.isFinite(left)) await new Promise((resolve) => setTimeout(resolve, left));
    throw new StoreDeadlineError(what);
  }
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The answer the client gets instead of a failure inside a deadline: a status @netlify/blobs
 * does not retry (it is below 500 and not 429), so the client hands it straight back (a read
 * throws, a conditional write counts as failed in conditionalSetJSON) and our own retries, which
 * know the time left, decide what comes next.
 */
const NOT_RETRIED_BY_CLIENT = 499;

const failedAnswer = () =>
  new Response(null, { status: NOT_RETRIED_BY_CLIENT, statusText: 'Store call failed' });

/**
 * Wraps the client's fetch for a call made inside a deadline: each request is aborted when the
 * deadline comes, and a retryable failure (5xx, 429, a network error) is answered with a status
 * the client does not retry. Outside a deadline `fetch` is used as it is.
 */
export function deadlineFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  const deadline = deadlines.getStore();
  if (deadline === undefined) return fetch;
  return async (input, init) => {
    const left = deadline - Date.now();
    if (left <= 0) return failedAnswer();
    const timeout = AbortSignal.timeout(left);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await fetch(input, { ...init, signal });
      return response.status >= 500 || response.status === 429 ? failedAnswer() : response;
    } catch {
      return failedAnswer();
    }
  };
}
