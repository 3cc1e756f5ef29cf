import { describe, expect, it } from 'vitest';
import { detailsCandidate, EMPTY_CHECKOUT } from '../../src/lib/checkout/form.ts';
import { parseDraft } from '../../src/lib/checkout/draft.ts';
import { standingScheduleLabel } from '../../src/lib/standing-orders/standing-labels.ts';

describe('the checkout standing order choice', () => {
  it('sends no standing choice for "just this once"', () => {
    expect(detailsCandidate(EMPTY_CHECKOUT)).not.toHaveProperty('standing');
  });

  it('sends the weeks as a number with what to do when a slot is full', () => {
    const values = {
      ...EMPTY_CHECKOUT,
      standing: { everyWeeks: '2', whenUnavailable: 'skip' },
    } as const;
    expect(detailsCandidate(values)).toMatchObject({
      standing: { everyWeeks: 2, whenUnavailable: 'skip' },
    });
  });

  it('keeps a kept choice and drops a changed one', () => {
    const kept = JSON.stringify({
      standing: { everyWeeks: '4', whenUnavailable: 'send_available' },
    });
    expect(parseDraft(kept).standing).toEqual({
      everyWeeks: '4',
      whenUnavailable: 'send_available',
    });
    const odd = JSON.stringify({ standing: { everyWeeks: '3', whenUnavailable: 'never' } });
    expect(parseDraft(odd).standing).toEqual({ everyWeeks: 'once', whenUnavailable: 'next_slot' });
  });

  it('names the weekday, window and first date', () => {
    expect(standingScheduleLabel(1, '2026-12-03', { start: '16:00', end: '18:00' })).toBe(
      'every Thursday, 4:00pm–6:00pm, from Thu 3 Dec',
    );
    expect(standingScheduleLabel(2, '2026-12-03', '4:00pm–6:00pm')).toBe(
      'every 2 weeks on Thursday, 4:00pm–6:00pm, from Thu 3 Dec',
    );
  });
});
