// writeSettled against the local Blobs server, with the order of two syncs of one record set by
// the test: whatever interleaving, the record ends as worked out from its sources as they are
// last, never as a sync that worked out an older value left it. Many instances at once are
// money-figures-instances.test.ts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCollection } from '../../src/server/blobs/records.ts';
import { writeSettled } from '../../src/server/blobs/settled-write.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

const totals = recordCollection({
  prefix: 'settled-write-test',
  schema: z.object({ total: z.int() }),
});

/** The sources a total is worked out from, here a number the test changes. */
function source(start: number) {
  let value = start;
  return {
    get: () => value,
    set: (next: number) => {
      value = next;
    },
  };
}

describe('writeSettled', () => {
  it('writes the total worked out from the sources', async () => {
    const counted = source(3);
    expect(
      await writeSettled(totals, 'first', () => Promise.resolve({ total: counted.get() })),
    ).toBe(true);
    expect(await totals.get('first')).toEqual({ total: 3 });
    // The same again: written (so older work-outs are refused), not a change.
    expect(
      await writeSettled(totals, 'first', () => Promise.resolve({ total: counted.get() })),
    ).toBe(false);
  });

  it('a sync whose sources keep changing under it never writes an older total last', async () => {
    const counted = source(0);
    const id = 'busy';
    const syncOther = () =>
      writeSettled(totals, id, () => Promise.resolve({ total: counted.get() }));
    // Eight times over, between this sync's work-out and its write, a source changes and that
    // change's own sync runs to the end (more than the five rounds the old write gave up after).
    let interruptions = 8;
    await writeSettled(totals, id, async () => {
      const total = counted.get();
      if (interruptions > 0) {
        interruptions -= 1;
        counted.set(counted.get() + 1);
        await syncOther();
      }
      return { total };
    });
    expect(counted.get()).toBe(8);
    expect(await totals.get(id)).toEqual({ total: 8 });
  });

  it('a total that went back to what is stored still refuses a sync that worked out the middle value', async () => {
    const counted = source(1);
    const id = 'back';
    await writeSettled(totals, id, () => Promise.resolve({ total: counted.get() }));
    // A sync works out 2 (a source changed) and is held before its write.
    counted.set(2);
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    const { promise: workedOut, resolve: hasWorkedOut } = Promise.withResolvers<undefined>();
    let first = true;
    const slow = writeSettled(totals, id, async () => {
      const total = counted.get();
      if (first) {
        first = false;
        hasWorkedOut(undefined);
        await held;
      }
      return { total };
    });
    await workedOut;
    // Meanwhile the source goes back to 1, and its sync writes 1 over the stored 1.
    counted.set(1);
    await writeSettled(totals, id, () => Promise.resolve({ total: counted.get() }));
    release(undefined);
    await slow;
    expect(await totals.get(id)).toEqual({ total: 1 });
  });
});
