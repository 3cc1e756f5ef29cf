import { describe, expect, it } from 'vitest';
import { lazily } from '../../src/lib/lazily.ts';

describe('lazily', () => {
  it('builds nothing until first asked, then builds once and keeps the value', () => {
    let builds = 0;
    const format = lazily(() => {
      builds += 1;
      return { built: builds };
    });
    expect(builds).toBe(0);
    const first = format();
    expect(format()).toBe(first);
    expect(builds).toBe(1);
  });

  it('keeps a value that is undefined instead of building it again', () => {
    let builds = 0;
    const nothing = lazily(() => {
      builds += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(builds).toBe(1);
  });
});
