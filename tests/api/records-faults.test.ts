// records.ts never takes a write as done, or not done, on the store's word alone: each case
// below is an answer whose outcome the client cannot know (docs/data-layer.md), made by the
// local Blobs server's fault mode, and the record must end exactly as one write would leave it.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BlobsFault } from '../../src/server/blobs/local-blobs-faults.ts';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { StoreUnavailableError } from '../../src/server/blobs/store-calls.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

const blobs = runOnLocalBlobs({ faults: null });

afterEach(() => {
  blobs.setFaults(null);
});

const CounterSchema = z.object({ count: z.int().nonnegative() });
const counters = recordCollection({ prefix: 'fault-counters', schema: CounterSchema });
const increment = (current: { count: number } | null) => ({ count: (current?.count ?? 0) + 1 });

/** Faults the first `times` calls with `method` to `fault-counters/<id>`, and nothing else. */
function faultCalls(id: string, method: string, fault: BlobsFault, times: number): void {
  let left = times;
  blobs.setFaults({
    rate: 0,
    pick: (call) => {
      if (call.key !== `fault-counters/${id}` || call.method !== method || left <= 0) return null;
      left -= 1;
      return fault;
    },
  });
}

/** The client (@netlify/blobs 11.1.1) makes a call up to six times before it gives up. */
const CLIENT_TRIES = 6;

describe('update() when the store does not say what became of a write', () => {
  it.each<[string, BlobsFault, number]>([
    ['made, then answered 500 (the client retries and meets its own write)', 'fail-after', 1],
    ['made, then answered 500 on every try (the client reports success)', 'fail-after', 6],
    ['made, then the connection dropped', 'drop-after', 1],
    ['not made, answered 500/503 on every try (the client reports success)', 'refuse', 6],
    ['made, answered with no ETag', 'no-etag', 1],
  ])('a write %s counts exactly once', async (_, fault, times) => {
    const id = `update-${fault}-${String(times)}`;
    await counters.update(id, increment);
    faultCalls(id, 'PUT', fault, times);
    const saved = await counters.update(id, increment);
    blobs.setFaults(null);
    const stored = await counters.getRevisioned(id);
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({ revision: 2, data: { count: 2 } });
  });

  // Each seed failed about one run in three while update() paused before settling a write:
  // 32 other writes could land meanwhile, and the record no longer named ours.
  it.each([11, 12, 13])(
    'loses and doubles none of 60 concurrent increments with 30%% of calls failing (seed %i)',
    async (seed) => {
      const id = `busy-${String(seed)}`;
      blobs.setFaults({ rate: 0.3, seed, kinds: ['refuse', 'fail-after', 'drop-after'] });
      await Promise.all(Array.from({ length: 60 }, () => counters.update(id, increment)));
      blobs.setFaults(null);
      expect(await counters.getRevisioned(id)).toMatchObject({
        revision: 60,
        data: { count: 60 },
      });
    },
  );

  it('settles a write to a record stored before write ids existed', async () => {
    await openStore().setJSON('fault-counters/old', {
      revision: 4,
      updatedAt: new Date().toISOString(),
      data: { count: 4 },
    });
    faultCalls('old', 'PUT', 'fail-after', 1);
    await counters.update('old', increment);
    blobs.setFaults(null);
    expect(await counters.getRevisioned('old')).toMatchObject({ revision: 5, data: { count: 5 } });
  });
});

describe('createOnce() when the store does not say what became of a write', () => {
  it.each<[string, BlobsFault, number]>([
    ['made, then answered 500', 'fail-after', 1],
    ['made, then the connection dropped', 'drop-after', 1],
    ['not made, answered 500/503 on every try', 'refuse', CLIENT_TRIES],
    ['made, answered with no ETag', 'no-etag', 1],
  ])('a create %s is reported created, and stored once', async (_, fault, times) => {
    const id = `create-${fault}`;
    faultCalls(id, 'PUT', fault, times);
    const result = await counters.createOnce(id, { count: 7 });
    blobs.setFaults(null);
    expect(result).toEqual({ created: true, record: { count: 7 } });
    expect(await counters.getRevisioned(id)).toMatchObject({ revision: 1, data: { count: 7 } });
  });

  it('still reports a create that lost to another as not created', async () => {
    await counters.createOnce('taken', { count: 1 });
    faultCalls('taken', 'PUT', 'fail-after', 1);
    expect(await counters.createOnce('taken', { count: 2 })).toEqual({
      created: false,
      record: { count: 1 },
    });
  });
});

describe('reads and deletes when the store fails', () => {
  it('retries a read the client gave up on', async () => {
    await counters.createOnce('read', { count: 3 });
    faultCalls('read', 'GET', 'refuse', CLIENT_TRIES + 1);
    expect(await counters.get('read')).toEqual({ count: 3 });
  });

  it('raises a StoreUnavailableError for a store that keeps failing', async () => {
    await counters.createOnce('down', { count: 3 });
    faultCalls('down', 'GET', 'refuse', Infinity);
    await expect(counters.get('down')).rejects.toBeInstanceOf(StoreUnavailableError);
    faultCalls('down', 'DELETE', 'refuse', Infinity);
    await expect(counters.delete('down')).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('deletes through a delete the client gave up on', async () => {
    await counters.createOnce('gone', { count: 3 });
    faultCalls('gone', 'DELETE', 'refuse', CLIENT_TRIES);
    await counters.delete('gone');
    expect(await counters.get('gone')).toBeNull();
  });
});
