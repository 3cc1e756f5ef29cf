import { describe, expect, it } from 'vitest';
import {
  earlierWriteIdsAfter,
  newWriteId,
  WRITE_HISTORY,
  writeLanded,
  type WriteTrail,
} from '../../src/server/blobs/write-ids.ts';

/** The trail of a record written once per id, in order. */
function trailOf(ids: readonly string[]): WriteTrail {
  return (
    ids.reduce<WriteTrail | null>(
      (previous, writeId) => ({
        revision: (previous?.revision ?? 0) + 1,
        writeId,
        earlierWriteIds: earlierWriteIdsAfter(previous),
      }),
      null,
    ) ?? { revision: 0 }
  );
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `w${String(index)}`);

describe('write ids', () => {
  it('are new every time', () => {
    const made = new Set(Array.from({ length: 1000 }, newWriteId));
    expect(made.size).toBe(1000);
  });

  it('keep the ids of the latest revisions, newest first, up to the history length', () => {
    expect(trailOf(ids(3))).toEqual({ revision: 3, writeId: 'w2', earlierWriteIds: ['w1', 'w0'] });
    const long = trailOf(ids(WRITE_HISTORY + 10));
    expect(long.earlierWriteIds).toHaveLength(WRITE_HISTORY - 1);
    expect(long.earlierWriteIds?.[0]).toBe(`w${String(WRITE_HISTORY + 8)}`);
  });

  it('say a write landed when its revision carries its id, even after later writes', () => {
    const stored = trailOf(ids(10));
    expect(writeLanded(stored, { revision: 10, writeId: 'w9' })).toBe('yes');
    expect(writeLanded(stored, { revision: 4, writeId: 'w3' })).toBe('yes');
  });

  it('say it did not when another write made its revision, or the record never got there', () => {
    const stored = trailOf(ids(10));
    expect(writeLanded(stored, { revision: 10, writeId: 'ours' })).toBe('no');
    expect(writeLanded(stored, { revision: 11, writeId: 'ours' })).toBe('no');
    expect(writeLanded(null, { revision: 1, writeId: 'ours' })).toBe('no');
    // Made by code from before write ids: not ours, whichever attempt of ours asks.
    expect(writeLanded({ revision: 1 }, { revision: 1, writeId: 'ours' })).toBe('no');
  });

  it('say unknown once the record no longer names who made that revision', () => {
    const stored = trailOf(ids(WRITE_HISTORY + 5));
    expect(writeLanded(stored, { revision: 3, writeId: 'w2' })).toBe('unknown');
    // A record from before write ids, written over since by one write that has one.
    const old: WriteTrail = { revision: 5 };
    const after: WriteTrail = {
      revision: 6,
      writeId: 'new',
      earlierWriteIds: earlierWriteIdsAfter(old),
    };
    expect(after.earlierWriteIds).toEqual([]);
    expect(writeLanded(after, { revision: 6, writeId: 'new' })).toBe('yes');
    expect(writeLanded(after, { revision: 5, writeId: 'w' })).toBe('unknown');
  });
});
