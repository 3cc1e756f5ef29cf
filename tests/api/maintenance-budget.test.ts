// The maintenance job on a large backlog: 20,000 orders from before the list had index keys.
// Each run stays within its time budget, makes progress on the backfills, saves it per order
// (no order is listed twice across runs), and the urgent parts (a due restock reminder) still
// run in the first run.
import { describe, expect, it } from 'vitest';
import { ORDER_LIST_PREFIX } from '../../src/lib/orders/order-list.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { scheduleRestockReminder } from '../../src/server/marketing/restock-reminders.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { benchOrder } from '../../scripts/bench/orders-list.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';

runOnLocalBlobs();

const BACKLOG = 20_000;
const BUDGET_MS = 5_000;
/** One item in flight when the budget ends, and the progress write after it. */
const MARGIN_MS = 1_500;
const WRITES_AT_ONCE = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes orders straight to the store with no list keys, as orders from before the list. */
async function writeOldOrders(count: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(WRITES_AT_ONCE, count - start) }, (_, index) =>
      benchOrder(start + index, count, now),
    );
    await Promise.all(batch.map((order) => orders.createOnce(order.id, order)));
  }
}

const listKeyCount = async () =>
  (await openStore().list({ prefix: `${ORDER_LIST_PREFIX}/` })).blobs.length;

describe('the maintenance job on a large backlog', () => {
  it('runs within its budget, makes progress every run and still sends a due reminder', async () => {
    await seedShop();
    // One old order was delivered with a reminder asked for; it is part of the backlog too.
    const reminded = { ...benchOrder(BACKLOG, BACKLOG, Date.now()), restockReminder: true };
    await orders.createOnce(reminded.id, { ...reminded, status: 'delivered' });
    await scheduleRestockReminder({ ...reminded, status: 'delivered' });
    await writeOldOrders(BACKLOG);
    const listedBefore = await listKeyCount();
    // The reminder falls due three weeks after delivery (the settings' default).
    const now = new Date(Date.now() + 22 * DAY_MS);

    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const report = await runMaintenance({
        origin: SITE_ORIGIN,
        afterAnswer: () => undefined,
        now,
        budgetMs: BUDGET_MS,
      });
      runs.push({ report, ms: performance.now() - started });
    }

    expect(runs[0]?.report.restockReminders.sent).toEqual([reminded.id]);
    for (const { report, ms } of runs) {
      expect(ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
      expect(report.listedOrders).toBeGreaterThan(0);
      expect(report.listedOrders).toBeLessThan(BACKLOG);
      expect(report.cut).toContain('listedOrders');
    }
    // Progress is saved per order: across the runs each order was listed once.
    const listed = runs.reduce((sum, { report }) => sum + report.listedOrders, 0);
    expect((await listKeyCount()) - listedBefore).toBe(listed);
  }, 300_000);
});
