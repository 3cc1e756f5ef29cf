import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

const CounterSchema = z.object({ count: z.int().nonnegative() });

describe('record collections on the local Blobs server', () => {
  // 60 writers take turns on one key, one read and one conditional write each turn: every turn
  // but one of each round is a conflict, so the work grows with the square of the writers (200
  // took over two minutes on a busy machine and proved no more). On a busy 2-core machine the
  // last of them gets its turn after the 20 s a function would wait, so the update's deadline
  // and the test's are raised. Processes racing one record: multi-instance.test.ts.
  it('loses none of 60 concurrent updates of one document', { timeout: 180_000 }, async () => {
    const counters = recordCollection({
      prefix: 'counters',
      schema: CounterSchema,
      writeDeadlineMs: 150_000,
    });
    await Promise.all(
      Array.from({ length: 60 }, () =>
        counters.update('hits', (current) => ({ count: (current?.count ?? 0) + 1 })),
      ),
    );
    const stored = await counters.getRevisioned('hits');
    expect(stored?.data.count).toBe(60);
    expect(stored?.revision).toBe(60);
  });

  it('creates a record once: a second create keeps the first value', async () => {
    const counters = recordCollection({ prefix: 'once', schema: CounterSchema });
    const results = await Promise.all([
      counters.createOnce('a', { count: 1 }),
      counters.createOnce('a', { count: 2 }),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await counters.get('a')).toEqual({ count: 1 });
    expect(results.map((result) => result.record)).toEqual([{ count: 1 }, { count: 1 }]);
  });

  it('refuses to write a value its schema rejects, and keeps the old one', async () => {
    const counters = recordCollection({ prefix: 'strict', schema: CounterSchema });
    await counters.createOnce('a', { count: 3 });
    await expect(counters.update('a', () => ({ count: -1 }))).rejects.toThrow();
    await expect(counters.createOnce('b', { count: 1.5 })).rejects.toThrow();
    expect(await counters.get('a')).toEqual({ count: 3 });
    expect(await counters.get('b')).toBeNull();
  });

  it('writes nothing when the change function throws', async () => {
    const counters = recordCollection({ prefix: 'abort', schema: CounterSchema });
    await counters.createOnce('a', { count: 5 });
    await expect(
      counters.update('a', () => {
        throw new Error('not enough');
      }),
    ).rejects.toThrow('not enough');
    expect(await counters.getRevisioned('a')).toMatchObject({ revision: 1, data: { count: 5 } });
  });

  it('validates on the way out: a corrupted record is an error, not bad data', async () => {
    const counters = recordCollection({ prefix: 'corrupt', schema: CounterSchema });
    await openStore().setJSON('corrupt/a', {
      revision: 1,
      updatedAt: new Date().toISOString(),
      data: { count: 'x' },
    });
    await expect(counters.get('a')).rejects.toThrow();
  });

  it('lists records by key prefix, so key design is the index', async () => {
    const events = recordCollection({ prefix: 'events', schema: CounterSchema });
    await events.createOnce('2026-11-21/a', { count: 1 });
    await events.createOnce('2026-11-22/b', { count: 2 });
    await events.createOnce('2026-11-22/c', { count: 3 });
    expect(await events.listIds('2026-11-22/')).toEqual(['2026-11-22/b', '2026-11-22/c']);
    expect(await events.list()).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }]);
    await events.delete('2026-11-22/b');
    expect(await events.listIds()).toEqual(['2026-11-21/a', '2026-11-22/c']);
  });

  it('refuses ids that would escape the prefix', async () => {
    const events = recordCollection({ prefix: 'events', schema: CounterSchema });
    await expect(events.get('../secrets/signing-key')).rejects.toThrow('Invalid record id');
  });
});
