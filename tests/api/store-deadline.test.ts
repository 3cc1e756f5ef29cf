// Record updates and reads under a store deadline, against the real local Blobs server: with the
// store refusing every call (or answering late), an update() gives up by the deadline, not after
// the 20 s its own write deadline allows; with the store well,
// the same update goes through unchanged inside a deadline.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { StoreUnavailableError } from '../../src/server/blobs/store-calls.ts';
import { StoreDeadlineError, withStoreDeadline } from '../../src/server/blobs/store-deadline.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

const blobs = runOnLocalBlobs({ faults: null });
const counters = recordCollection({
  prefix: 'deadline-counters',
  schema: z.object({ count: z.int() }),
});

const bump = (id: string) =>
  counters.update(id, (current) => ({ count: (current?.count ?? 0) + 1 }));

describe('records under a store deadline', () => {
  it('updates as usual while the store answers', async () => {
    const saved = await withStoreDeadline(Date.now() + 5_000, () => bump('well'));
    expect(saved.data.count).toBe(1);
    expect((await counters.get('well'))?.count).toBe(1);
  });

  it('gives up at the deadline while the store refuses every call', async () => {
    blobs.setFaults({ rate: 1, seed: 3, kinds: ['refuse'] });
    try {
      const started = Date.now();
      const attempt = withStoreDeadline(started + 400, () => bump('down'));
      // Whichever comes first, the deadline or the store's retries running out (their pauses are
      // random), it gives up within the deadline's reach, never after the 20 s of a write.
      const error: unknown = await attempt.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(
        error instanceof StoreDeadlineError || error instanceof StoreUnavailableError,
        String(error),
      ).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      blobs.setFaults(null);
    }
  });

  it('cuts off a call still waiting for a late answer at the deadline', async () => {
    blobs.setFaults({ rate: 1, seed: 4, kinds: ['delay'], maxDelayMs: 5_000 });
    try {
      const started = Date.now();
      const attempt = withStoreDeadline(started + 300, async () => {
        for (;;) await counters.get('late');
      });
      await expect(attempt).rejects.toBeInstanceOf(StoreDeadlineError);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      blobs.setFaults(null);
    }
  });
});
