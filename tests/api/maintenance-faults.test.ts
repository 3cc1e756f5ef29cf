// One part of the maintenance job failing (here a placement record it cannot read) never keeps
// the others from running: the due restock reminder still goes out, and the report names the
// part that failed.
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/blobs/store.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { scheduleRestockReminder } from '../../src/server/marketing/restock-reminders.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { benchOrder } from '../../scripts/bench/orders-list.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';

runOnLocalBlobs();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a maintenance part that fails', () => {
  it('leaves the other parts running and is named in the report', async () => {
    await seedShop();
    const reminded = { ...benchOrder(0, 1, Date.now()), restockReminder: true };
    await orders.createOnce(reminded.id, { ...reminded, status: 'delivered' });
    await scheduleRestockReminder({ ...reminded, status: 'delivered' });
    // A placement record the recovery cannot read (it fails its schema).
    await openStore().setJSON('placements/broken', { revision: 1, data: { nonsense: true } });

    const report = await runMaintenance({
      origin: SITE_ORIGIN,
      afterAnswer: () => undefined,
      now: new Date(Date.now() + 22 * DAY_MS),
      budgetMs: 10_000,
    });

    expect(report.failed).toEqual(['placements']);
    expect(report.restockReminders.sent).toEqual([reminded.id]);
    expect(report.listedOrders).toBe(1);
    await openStore().delete('placements/broken');
  });
});
