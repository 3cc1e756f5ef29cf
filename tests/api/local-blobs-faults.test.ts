// The local Blobs server's fault mode, seen through the real @netlify/blobs client, which also
// pins down how that client (11.1.1) reports each fault: what the data layer has to cope with.
import { getStore } from '@netlify/blobs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlobsCall, BlobsFault } from '../../src/server/blobs/local-blobs-faults.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

const blobs = runOnLocalBlobs({ faults: null });

afterEach(() => {
  blobs.setFaults(null);
});

/** A store whose every HTTP answer (or dropped connection) is written down. */
function watchedStore() {
  const answers: (number | 'dropped')[] = [];
  const store = getStore({
    name: 'fault-test',
    consistency: 'strong',
    fetch: async (input, init) => {
      try {
        const response = await fetch(input, init);
        answers.push(response.status);
        return response;
      } catch (error) {
        answers.push('dropped');
        throw error;
      }
    },
  });
  return { store, answers };
}

/** Faults the first `times` calls to `key` with `method`, and nothing else. */
function faultCalls(key: string, method: string, fault: BlobsFault, times = Infinity): void {
  let left = times;
  blobs.setFaults({
    rate: 0,
    pick: (call: BlobsCall) => {
      if (call.key !== key || call.method !== method || left <= 0) return null;
      left -= 1;
      return fault;
    },
  });
}

const plain = () => getStore({ name: 'fault-test', consistency: 'strong' });

describe('the local Blobs server under faults', () => {
  it('refuses a call before it does anything: a conditional write then looks done to the client', async () => {
    faultCalls('refused/a', 'PUT', 'refuse');
    const { store, answers } = watchedStore();
    const result = await store.setJSON('refused/a', { n: 1 }, { onlyIfNew: true });
    // The client tried six times, then reported the 5xx as a success with an empty ETag.
    expect(answers).toHaveLength(6);
    expect(answers.every((status) => status === 500 || status === 503)).toBe(true);
    expect(result).toEqual({ modified: true, etag: '' });
    expect(await plain().get('refused/a')).toBeNull();
  });

  it('makes a write and then answers 500: the client retries and meets its own write as a 412', async () => {
    faultCalls('after/a', 'PUT', 'fail-after', 1);
    const { store, answers } = watchedStore();
    const result = await store.setJSON('after/a', { n: 1 }, { onlyIfNew: true });
    expect(answers).toEqual([500, 412]);
    expect(result.modified).toBe(false);
    expect(await plain().get('after/a', { type: 'json' })).toEqual({ n: 1 });
  });

  it('makes a write and then drops the connection: the client retries the same way', async () => {
    const { etag } = await plain().setJSON('dropped/a', { n: 1 });
    faultCalls('dropped/a', 'PUT', 'drop-after', 1);
    const { store, answers } = watchedStore();
    const result = await store.setJSON('dropped/a', { n: 2 }, { onlyIfMatch: etag ?? '' });
    expect(answers).toEqual(['dropped', 412]);
    expect(result.modified).toBe(false);
    expect(await plain().get('dropped/a', { type: 'json' })).toEqual({ n: 2 });
  });

  it('makes a read fail until the client gives up: it throws', async () => {
    await plain().setJSON('reads/a', { n: 1 });
    faultCalls('reads/a', 'GET', 'refuse');
    await expect(plain().get('reads/a', { type: 'json' })).rejects.toMatchObject({
      name: 'BlobsInternalError',
    });
    blobs.setFaults(null);
    expect(await plain().get('reads/a', { type: 'json' })).toEqual({ n: 1 });
  });

  it('answers late, or without an ETag, and still does the work', async () => {
    blobs.setFaults({ rate: 0, maxDelayMs: 30, pick: (call) => (call.key ? 'delay' : null) });
    await plain().setJSON('late/a', { n: 1 });
    expect(await plain().get('late/a', { type: 'json' })).toEqual({ n: 1 });
    faultCalls('bare/a', 'PUT', 'no-etag', 1);
    const { store, answers } = watchedStore();
    expect(await store.setJSON('bare/a', { n: 1 }, { onlyIfNew: true })).toEqual({
      modified: true,
      etag: '',
    });
    expect(answers).toEqual([200]);
    expect(await plain().get('bare/a', { type: 'json' })).toEqual({ n: 1 });
  });

  it('fails about the share of calls its rate says, the same ones for the same seed', async () => {
    const run = async (seed: number) => {
      blobs.setFaults({ rate: 0.3, seed, kinds: ['refuse'] });
      const { store, answers } = watchedStore();
      for (let index = 0; index < 40; index += 1) await store.set(`rate/${String(index)}`, 'x');
      return answers;
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    const failed = first.filter((status) => status !== 200).length;
    // 40 writes plus their retries: with a 30% rate, some fail and most do not.
    expect(failed).toBeGreaterThan(3);
    expect(failed).toBeLessThan(first.length / 2);
  });
});
