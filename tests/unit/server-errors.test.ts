import { describe, expect, it } from 'vitest';
import {
  applyServerFieldErrors,
  wasShownInPlace,
} from '../../src/components/forms/server-errors.ts';
import { ApiError } from '../../src/lib/api/api-client.ts';

describe('applyServerFieldErrors', () => {
  it('puts each message beside its field, a list entry’s beside the list, and focuses the first', () => {
    const error = new ApiError('The request was invalid.', 400, {
      errors: { name: 'Enter a name', 'badges.1': 'Use at most 20 characters', other: 'x' },
    });
    const calls: unknown[] = [];
    const applied = applyServerFieldErrors<{ name: string; badges: string[]; price: string }>(
      error,
      ['name', 'badges', 'price'],
      (field, value, options) => {
        calls.push([field, value.message, options?.shouldFocus]);
      },
    );
    expect(applied).toEqual(['name', 'badges']);
    expect(calls).toEqual([
      ['name', 'Enter a name', true],
      ['badges', 'Use at most 20 characters', false],
    ]);
  });

  it('leaves a failure with no field messages to the toast', () => {
    const calls: unknown[] = [];
    const applied = applyServerFieldErrors<{ name: string }>(new Error('offline'), ['name'], () => {
      calls.push('called');
    });
    expect(applied).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('marks an error shown when every message found its field, so it is not also toasted', () => {
    const placed = new ApiError('The request was invalid.', 409, {
      errors: { start: 'Overlaps Fri 10:00 to 12:00' },
    });
    applyServerFieldErrors<{ start: string }>(placed, ['start'], () => undefined);
    expect(wasShownInPlace(placed)).toBe(true);

    const partly = new ApiError('The request was invalid.', 400, {
      errors: { start: 'Enter a time', other: 'Not a field of this form' },
    });
    applyServerFieldErrors<{ start: string }>(partly, ['start'], () => undefined);
    expect(wasShownInPlace(partly)).toBe(false);
    expect(wasShownInPlace(new Error('offline'))).toBe(false);
  });
});
