// The standing-order job works on the delivery with the nearest cut-off first: with time for one
// standing order only, the run makes the one whose slot closes sooner, though it is listed last.
import { describe, expect, it } from 'vitest';
import { datedSlot } from '../../src/lib/delivery/availability.ts';
import { changeByOf } from '../../src/lib/standing-orders/standing-order.ts';
import type { TimeBudget } from '../../src/lib/system/time-budget.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { standingScenario } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

/** A budget with room for `items` standing orders, then spent. */
function budgetFor(items: number): TimeBudget {
  let asked = 0;
  const budget: TimeBudget = {
    deadline: Number.POSITIVE_INFINITY,
    left: () => (asked < items ? 1_000 : 0),
    spent: () => {
      asked += 1;
      return asked > items;
    },
    slice: () => budget,
  };
  return budget;
}

describe('the order the job works in', () => {
  it('makes the delivery with the nearest cut-off first', async () => {
    await seedShop();
    await setStockLevel('beef-bolognese', 100);
    const now = new Date();
    const both = [await standingScenario({ now }), await standingScenario({ now })];
    // Due standing orders are listed by id: the sooner one is the one listed last.
    both.sort((a, b) => a.standing.id.localeCompare(b.standing.id));
    const [later, sooner] = both;
    if (!later || !sooner) throw new Error('No standing orders');
    // The second one's window starts half an hour earlier, so its cut-off comes sooner.
    const slot = await deliverySlots.update(sooner.slot.id, (current) => {
      if (!current) throw new Error('No slot');
      return { ...current, start: '15:30', end: '17:30' };
    });
    const soonerCutoff = datedSlot(slot.data, sooner.nextDate).cutoffAt;
    expect(Date.parse(soonerCutoff)).toBeLessThan(Date.parse(later.slotCutoffAt));
    // Both past their change-by time, before either cut-off.
    expect(Date.parse(changeByOf(soonerCutoff))).toBeLessThan(later.makeAt.getTime());
    expect(Date.parse(soonerCutoff)).toBeGreaterThan(later.makeAt.getTime());
    const report = await runStandingOrders({
      now: later.makeAt,
      origin: SITE_ORIGIN,
      budget: budgetFor(1),
      only: [later.standing.id, sooner.standing.id],
    });
    expect(report, JSON.stringify(report)).toMatchObject({ made: [sooner.standing.id] });
    expect(report.outOfTime).toBe(true);
    const rest = await runStandingOrders({ now: later.makeAt, origin: SITE_ORIGIN });
    expect(rest.made).toEqual([later.standing.id]);
  });
});
