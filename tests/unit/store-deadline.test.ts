// Store work under a deadline: retries and their pauses never run past the time left, a call past
// it throws StoreDeadlineError, the client's fetch is cut off and never left to its own 5 s
// retries, and outside a deadline nothing changes.
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError, withStoreRetries } from '../../src/server/blobs/store-calls.ts';
import {
  deadlineFetch,
  pauseWithinDeadline,
  StoreDeadlineError,
  storeTimeLeft,
  withStoreDeadline,
  withStoreDeadlineGrace,
} from '../../src/server/blobs/store-deadline.ts';

/** A call that fails as the store fails (a network error), counting its tries. */
function failingCall() {
  const tries = { count: 0 };
  const call = () => {
    tries.count += 1;
    return Promise.reject(new TypeError('fetch failed'));
  };
  return { tries, call };
}

describe('withStoreRetries under a store deadline', () => {
  it('stops retrying at the deadline with StoreDeadlineError, pausing no longer than the time left', async () => {
    const { tries, call } = failingCall();
    const started = Date.now();
    const attempt = withStoreDeadline(started + 120, () => withStoreRetries('reading x', call));
    await expect(attempt).rejects.toBeInstanceOf(StoreDeadlineError);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(110);
    expect(took).toBeLessThan(400);
    expect(tries.count).toBeGreaterThanOrEqual(1);
  });

  it('starts no call once the deadline has passed', async () => {
    const { tries, call } = failingCall();
    const attempt = withStoreDeadline(Date.now() - 1, () => withStoreRetries('reading x', call));
    await expect(attempt).rejects.toBeInstanceOf(StoreDeadlineError);
    expect(tries.count).toBe(0);
  });

  it('retries as before outside a deadline, then says the store is unavailable', async () => {
    const { tries, call } = failingCall();
    await expect(withStoreRetries('reading x', call)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(tries.count).toBe(4);
    expect(storeTimeLeft()).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the answer of a call that succeeds after a failure inside the deadline', async () => {
    let tries = 0;
    const call = () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve('ok');
    };
    await expect(
      withStoreDeadline(Date.now() + 5_000, () => withStoreRetries('x', call)),
    ).resolves.toBe('ok');
  });
});

describe('pauseWithinDeadline', () => {
  it('pauses in full when there is time, and is cut short at the deadline', async () => {
    await withStoreDeadline(Date.now() + 1_000, () => pauseWithinDeadline(10, 'x'));
    const started = Date.now();
    const cut = withStoreDeadline(started + 50, () => pauseWithinDeadline(5_000, 'x'));
    await expect(cut).rejects.toBeInstanceOf(StoreDeadlineError);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('keeps the sooner deadline when one is nested in another', async () => {
    const now = Date.now();
    const left = await withStoreDeadline(now + 100, () =>
      withStoreDeadline(now + 60_000, () => Promise.resolve(storeTimeLeft())),
    );
    expect(left).toBeLessThanOrEqual(100);
  });

  it('gives a note that must follow a step its grace past the deadline, and nothing without one', async () => {
    const passed = Date.now() - 10;
    const { before, within } = await withStoreDeadline(passed, async () => ({
      before: storeTimeLeft(),
      within: await withStoreDeadlineGrace(1_000, () => Promise.resolve(storeTimeLeft())),
    }));
    expect(before).toBe(0);
    expect(within).toBeGreaterThan(900);
    expect(within).toBeLessThanOrEqual(1_000);
    expect(await withStoreDeadlineGrace(1_000, () => Promise.resolve(storeTimeLeft()))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('deadlineFetch', () => {
  const answering = (status: number) => () => Promise.resolve(new Response(null, { status }));

  it('leaves fetch as it is outside a deadline', () => {
    const fetch = answering(503);
    expect(deadlineFetch(fetch)).toBe(fetch);
  });

  it('answers a failure with a status the client does not retry, and passes the rest', async () => {
    await withStoreDeadline(Date.now() + 5_000, async () => {
      expect((await deadlineFetch(answering(503))('http://blobs/x')).status).toBe(499);
      expect((await deadlineFetch(answering(429))('http://blobs/x')).status).toBe(499);
      expect((await deadlineFetch(answering(412))('http://blobs/x')).status).toBe(412);
      expect((await deadlineFetch(answering(200))('http://blobs/x')).status).toBe(200);
      const broken = () => Promise.reject(new TypeError('fetch failed'));
      expect((await deadlineFetch(broken)('http://blobs/x')).status).toBe(499);
    });
  });

  it('cuts off a request still waiting at the deadline, and sends none past it', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const started = Date.now();
    const answer = await withStoreDeadline(started + 80, () =>
      deadlineFetch(hanging)('http://b/x'),
    );
    expect(answer.status).toBe(499);
    expect(Date.now() - started).toBeLessThan(1_000);
    let sent = false;
    const late = await withStoreDeadline(Date.now() - 1, () =>
      deadlineFetch(() => {
        sent = true;
        return Promise.resolve(new Response(null, { status: 200 }));
      })('http://b/x'),
    );
    expect(late.status).toBe(499);
    expect(sent).toBe(false);
  });
});
