/**
 * Calls to Netlify Blobs that survive the store's bad moments. @netlify/blobs 11.1.1 retries a
 * call itself (5 more tries on a 429, a 5xx or a network error, 5 s apart in production), then
 * throws, except for a conditional write, which it answers `{modified: true}` for every status
 * but 412, a 500 included (docs/data-layer.md). Here reads and idempotent writes are retried a
 * few more times inside a deadline, and a conditional write's outcome is taken from the answers
 * the client really got, never from `modified` alone.
 */
import type { Store } from '@netlify/blobs';
import { checkStoreDeadline, pauseWithinDeadline } from './store-deadline.ts';
import { openStore } from './store.ts';

/** Raised when the store could not be reached or kept failing: the caller answers 503. */
export class StoreUnavailableError extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`The Blobs store did not answer ${what}`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** Raised when a write's outcome stayed unknown: its record no longer says whether it landed. */
export class UnknownWriteOutcomeError extends StoreUnavailableError {
  constructor(key: string) {
    super(`clearly whether the write of ${key} was made`);
    this.name = 'UnknownWriteOutcomeError';
  }
}

/**
 * Whether an error is the store failing (an error status after the client's retries, or the
 * network), as opposed to a bug or a refused value, which no retry would change.
 */
export function isStoreFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof StoreUnavailableError || error.name === 'BlobsInternalError') return true;
  // undici's fetch: "fetch failed", with the socket error as its cause.
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** A failure in a few words for the log: the error, and the socket error behind it. */
function failureOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? String(cause.code) : '';
  return [error instanceof Error ? error.message : String(error), code].filter(Boolean).join(': ');
}

/** Our own retries after the client's: a few, growing, and never past this long in all. */
const RETRY_DEADLINE_MS = 10_000;
const RETRY_ATTEMPTS = 4;
const RETRY_BASE_MS = 50;

/**
 * Runs a read, or a write that is safe to make twice (an index key, a delete), retrying it while
 * the store fails, with jittered growing pauses inside a deadline; then raises
 * StoreUnavailableError naming `what`. Inside a store deadline (store-deadline.ts) no call starts
 * and no pause runs past it: StoreDeadlineError instead.
 */
export async function withStoreRetries<T>(what: string, call: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  for (let attempt = 1; ; attempt += 1) {
    checkStoreDeadline(what);
    try {
      return await call();
    } catch (error) {
      if (!isStoreFailure(error)) throw error;
      if (attempt >= RETRY_ATTEMPTS || Date.now() >= deadline) {
        throw new StoreUnavailableError(what, { cause: error });
      }
      console.warn(`[blobs] ${what} failed (${failureOf(error)}), trying again`);
      await pauseWithinDeadline(RETRY_BASE_MS * 2 ** attempt * (0.5 + Math.random() / 2), what);
    }
  }
}

/**
 * What became of a conditional write: `written` (the store said so, with an ETag), `refused`
 * (412 at the first try: someone else wrote first), `unknown` (a 412 after a failed try, which
 * may be our own write refusing its repeat), or `failed` (no clear answer at all: an error
 * status after the client's retries, a 2xx without an ETag, a network error). The last two are
 * settled by reading the record back; only `failed` says the store itself is in trouble.
 */
export type WriteOutcome = 'written' | 'refused' | 'unknown' | 'failed';

/** The signed-URL request of the API mode is not an attempt at the write itself. */
const isSignedUrlRequest = (init: RequestInit | undefined): boolean =>
  new Headers(init?.headers).get('accept')?.includes('type=signed-url') ?? false;

/**
 * Writes `value` as JSON under `key` only if `condition` holds, and says what became of it from
 * every answer the client got (the library's own retries included).
 */
export async function conditionalSetJSON(
  storeName: string | undefined,
  key: string,
  value: unknown,
  condition: { onlyIfMatch: string } | { onlyIfNew: true },
): Promise<WriteOutcome> {
  return (await conditionalSetJSONTagged(storeName, key, value, condition)).outcome;
}

/**
 * conditionalSetJSON that also gives the ETag a `written` value got, so the writer can change
 * the record again without reading it first (a later conditional write on that ETag).
 */
export async function conditionalSetJSONTagged(
  storeName: string | undefined,
  key: string,
  value: unknown,
  condition: { onlyIfMatch: string } | { onlyIfNew: true },
): Promise<{ outcome: WriteOutcome; etag?: string }> {
  const answers: (number | 'failed')[] = [];
  const observed: typeof globalThis.fetch = async (input, init) => {
    if (isSignedUrlRequest(init)) return globalThis.fetch(input, init);
    try {
      const response = await globalThis.fetch(input, init);
      answers.push(response.status);
      return response;
    } catch (error) {
      answers.push('failed');
      throw error;
    }
  };
  const store: Store = openStore(storeName, { fetch: observed });
  let etag: string | undefined;
  try {
    ({ etag } = await store.setJSON(key, value, condition));
  } catch (error) {
    if (isStoreFailure(error)) return { outcome: 'failed' };
    throw error;
  }
  const last = answers.at(-1);
  if (typeof last === 'number' && last >= 200 && last < 300 && etag) {
    return { outcome: 'written', etag };
  }
  if (last === 412) return { outcome: answers.length === 1 ? 'refused' : 'unknown' };
  return { outcome: 'failed' };
}

/**
 * The store calls that are safe to make twice, each retried while the store fails: listings,
 * unconditional writes of index keys or content-named files, deletes. For code that keeps
 * index keys beside its records (orders list, subscribers list) or files (product photos).
 */
export function retryingStore(name?: string) {
  const store = () => openStore(name);
  return {
    list: (options: { prefix: string; directories?: boolean }) =>
      withStoreRetries(`listing ${options.prefix}`, () => store().list(options)),
    set: (key: string, data: Parameters<Store['set']>[1], options?: Parameters<Store['set']>[2]) =>
      withStoreRetries(`writing ${key}`, () => store().set(key, data, options)),
    delete: (key: string) => withStoreRetries(`deleting ${key}`, () => store().delete(key)),
  };
}
