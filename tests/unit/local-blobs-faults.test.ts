import { describe, expect, it } from 'vitest';
import { faultPicker, faultsFromEnv } from '../../src/server/blobs/local-blobs-faults.ts';

const call = { method: 'PUT', store: 'shop', key: 'stock/a' };

describe('local Blobs faults', () => {
  it('are off unless LOCAL_BLOBS_FAULT_RATE sets a rate above 0', () => {
    expect(faultsFromEnv({})).toBeNull();
    expect(faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: '0' })).toBeNull();
    expect(faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: '0.1' })).toEqual({ rate: 0.1 });
    expect(faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: '0.25', LOCAL_BLOBS_FAULT_SEED: '42' })).toEqual(
      { rate: 0.25, seed: 42 },
    );
  });

  it('refuse a rate or seed that is not one, naming the variable', () => {
    expect(() => faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: 'ten' })).toThrow(
      /LOCAL_BLOBS_FAULT_RATE/,
    );
    expect(() => faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: '1.5' })).toThrow(/from 0 to 1/);
    expect(() =>
      faultsFromEnv({ LOCAL_BLOBS_FAULT_RATE: '0.1', LOCAL_BLOBS_FAULT_SEED: 'x' }),
    ).toThrow(/LOCAL_BLOBS_FAULT_SEED/);
  });

  it('fail about the share of calls the rate says, each kind of fault among them', () => {
    const pick = faultPicker({ rate: 0.1, seed: 1 });
    const decisions = Array.from({ length: 10_000 }, () => pick(call));
    const faulted = decisions.flatMap((decision) => (decision ? [decision] : []));
    expect(faulted.length).toBeGreaterThan(800);
    expect(faulted.length).toBeLessThan(1200);
    const kinds = new Set(faulted.map((decision) => decision.kind));
    expect([...kinds].sort()).toEqual(['delay', 'drop-after', 'fail-after', 'refuse']);
  });

  it('repeat the same faults for the same seed', () => {
    const first = faultPicker({ rate: 0.5, seed: 9 });
    const second = faultPicker({ rate: 0.5, seed: 9 });
    const run = (pick: typeof first) => Array.from({ length: 50 }, () => pick(call));
    expect(run(first)).toEqual(run(second));
  });

  it('let a test decide each call', () => {
    const pick = faultPicker({
      rate: 0,
      pick: (seen) => (seen.key === 'stock/a' ? 'refuse' : null),
    });
    expect(pick(call)).toMatchObject({ kind: 'refuse' });
    expect(pick({ ...call, key: 'stock/b' })).toBeNull();
  });
});
