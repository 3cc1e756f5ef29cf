// A standing order's delivery the job could not make by its slot's cut-off (every run of its hour
// failed, say) is never silent: the first run after the cut-off moves or skips it as the shopper
// chose and emails them, notes it once in the activity log, and the dashboard lists it.
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/audit.ts';
import { buildDashboard } from '../../src/server/admin/dashboard.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { missedDeliveries } from '../../src/server/standing-orders/missed-deliveries.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { standingScenario, storedStanding } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

describe('a delivery not made by its cut-off', () => {
  it('is skipped as the shopper chose, emailed to them, logged for staff once and listed on the dashboard', async () => {
    await seedShop();
    await setStockLevel('beef-bolognese', 100);
    const scenario = await standingScenario({ whenUnavailable: 'skip' });
    const { standing, nextDate, slotCutoffAt } = scenario;
    const late = new Date(Date.parse(slotCutoffAt) + 60_000);
    const report = await runStandingOrders({ now: late, origin: SITE_ORIGIN });
    expect(report.skipped).toEqual([standing.id]);
    expect((await storedStanding(standing.id)).runs.at(-1)).toMatchObject({
      date: nextDate,
      outcome: 'skipped',
    });

    const told = (await outbox.list()).filter(
      (message) =>
        message.to.includes(standing.customer.email) && message.subject.includes('is skipped'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('its cut-off had passed');

    const missed = await missedDeliveries.get(`${nextDate}/${standing.id}`);
    expect(missed).toMatchObject({ standingOrderId: standing.id, outcome: 'skipped' });
    const logged = async () =>
      (await auditLog.list()).filter(
        (entry) =>
          entry.action === 'standing-order.missed-cutoff' &&
          entry.target === `standing-orders/${standing.id}`,
      );
    expect(await logged()).toHaveLength(1);
    // A later run finds the delivery done: nothing is noted or sent twice.
    await runStandingOrders({ now: new Date(late.getTime() + 5 * 60_000), origin: SITE_ORIGIN });
    expect(await logged()).toHaveLength(1);

    const dashboard = await buildDashboard(late);
    expect(dashboard.missedDeliveries).toEqual([
      expect.objectContaining({ standingOrderId: standing.id, date: nextDate, outcome: 'skipped' }),
    ]);
  });

  it('is moved to the next open time when the shopper chose that, and listed as moved', async () => {
    await setStockLevel('beef-bolognese', 100);
    const scenario = await standingScenario({ secondSlot: true });
    const { standing, nextDate, slotCutoffAt } = scenario;
    const late = new Date(Date.parse(slotCutoffAt) + 60_000);
    const report = await runStandingOrders({ now: late, origin: SITE_ORIGIN });
    expect(report.made).toEqual([standing.id]);
    const missed = await missedDeliveries.get(`${nextDate}/${standing.id}`);
    expect(missed).toMatchObject({ outcome: 'moved', note: 'its cut-off had passed' });
    expect(missed?.movedTo).toBeDefined();
    const moved = (await outbox.list()).filter(
      (message) =>
        message.to.includes(standing.customer.email) && message.subject.includes('has moved'),
    );
    expect(moved).toHaveLength(1);
  });
});
