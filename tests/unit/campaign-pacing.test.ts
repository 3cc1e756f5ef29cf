import { describe, expect, it } from 'vitest';
import { inLanes, pacer } from '../../src/server/newsletters/campaigns/campaign-pacing.ts';

describe('campaign pacing', () => {
  it('hands out slots at the rate, one minute apart per email at 1 a minute', () => {
    const pace = pacer(60);
    const first = pace.take();
    expect(pace.take() - first).toBe(1_000);
    expect(pace.next() - first).toBe(2_000);
    const unlimited = pacer(Number.POSITIVE_INFINITY);
    expect(unlimited.take()).toBeLessThanOrEqual(unlimited.next());
  });

  it('takes only the recipients whose slot falls before the deadline, always the first ones', async () => {
    const pace = pacer(60);
    const deadline = Date.now() + 2_500;
    const worked: { id: number; slot: number }[] = [];
    const taken = await inLanes([1, 2, 3, 4, 5, 6], 4, pace, deadline, (id, slot) => {
      worked.push({ id, slot });
      return Promise.resolve();
    });
    // Slots at +0, +1 s and +2 s fit; the fourth, at +3 s, would go after the deadline.
    expect(taken).toBe(3);
    expect(worked.map(({ id }) => id).sort()).toEqual([1, 2, 3]);
    expect(worked.every(({ slot }) => slot < deadline)).toBe(true);
  });

  it('takes nothing once the next slot is past the deadline (a slow rate in a short run)', async () => {
    const pace = pacer(1);
    pace.take();
    const taken = await inLanes(['a', 'b'], 2, pace, Date.now() + 20_000, () => Promise.resolve());
    expect(taken).toBe(0);
  });
});
