import { describe, expect, it } from 'vitest';
import { reusedRead } from '../../src/server/blobs/instance-reuse.ts';
import { forgetInstanceMemory, keptInInstance } from '../../src/server/system/instance-memory.ts';

/** A read that counts its calls and answers `<key>#<call number>`. */
function countingRead() {
  const calls: string[] = [];
  const read = (key: string) => {
    calls.push(key);
    return Promise.resolve(`${key}#${String(calls.length)}`);
  };
  return { calls, read };
}

describe('reusedRead', () => {
  it('reuses one read per key until the reuse time has passed', async () => {
    const { calls, read } = countingRead();
    const reused = reusedRead(read, 5_000);
    expect(await reused.get('a', 0)).toBe('a#1');
    expect(await reused.get('a', 4_999)).toBe('a#1');
    expect(await reused.get('b', 4_999)).toBe('b#2');
    expect(await reused.get('a', 5_000)).toBe('a#3');
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('shares one read between callers that ask at the same time', async () => {
    const { calls, read } = countingRead();
    const reused = reusedRead(read, 5_000);
    const answers = await Promise.all([reused.get('a', 0), reused.get('a', 1), reused.get('a', 2)]);
    expect(answers).toEqual(['a#1', 'a#1', 'a#1']);
    expect(calls).toHaveLength(1);
  });

  it('reads again once the instance forgets what it keeps, as a fresh instance would', async () => {
    const { read } = countingRead();
    const reused = reusedRead(read, 5_000);
    const other: string[] = [];
    keptInInstance(() => other.push('forgotten'));
    await reused.get('a', 0);
    forgetInstanceMemory();
    expect(await reused.get('a', 1)).toBe('a#2');
    expect(other).toEqual(['forgotten']);
  });

  it('reads again after forget()', async () => {
    const { read } = countingRead();
    const reused = reusedRead(read, 5_000);
    await reused.get('a', 0);
    reused.forget();
    expect(await reused.get('a', 1)).toBe('a#2');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const reused = reusedRead(() => {
      if (fail) return Promise.reject(new Error('Blobs is down'));
      return Promise.resolve('fine');
    }, 5_000);
    await expect(reused.get('a', 0)).rejects.toThrow('Blobs is down');
    fail = false;
    expect(await reused.get('a', 1)).toBe('fine');
  });
});
