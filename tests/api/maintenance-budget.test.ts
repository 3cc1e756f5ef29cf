// The maintenance job on a large backlog: orders from before the list had index keys, more than
// three runs can list. Each run stays within its budget, makes progress on the backfills, saves it
// per order (no order is listed twice across runs), and the urgent parts (a due restock reminder)
// still run in the first run. The budget is read from a clock that counts the job's Blobs calls
// instead of milliseconds: the same work spends it on a quiet or a loaded machine, so what each
// run gets done does not depend on the machine's speed (under load the time budget let a run list
// nothing at all). The job reads its budget only through that clock (time-budget.ts).
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

const BACKLOG = 1_000;
/** Each run's budget, in Blobs calls: some tens of orders' worth across the parts. */
const BUDGET_CALLS = 600;
/**
 * The items in flight when the budget ends, and the progress writes after them: the budget is
 * read between orders, so a run goes past it by one order's derived records at most (about 100
 * calls since the dashboard's summaries joined them; CI saw 103) and its progress mark.
 */
const MARGIN_CALLS = 200;
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

/** Counts every Blobs call this process makes (the job's store calls are all fetches). */
function countStoreCalls(): { calls: () => number; stop: () => void } {
  const fetched = globalThis.fetch;
  let calls = 0;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    calls += 1;
    return fetched(...args);
  };
  return {
    calls: () => calls,
    stop: () => {
      globalThis.fetch = fetched;
    },
  };
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
    const store = countStoreCalls();
    try {
      for (let run = 0; run < 3; run += 1) {
        const started = store.calls();
        const report = await runMaintenance({
          origin: SITE_ORIGIN,
          afterAnswer: () => undefined,
          now,
          budgetMs: BUDGET_CALLS,
          clock: store.calls,
        });
        runs.push({ report, calls: store.calls() - started });
      }
    } finally {
      store.stop();
    }

    expect(runs[0]?.report.restockReminders.sent).toEqual([reminded.id]);
    console.info(
      `[maintenance budget] calls and orders listed per run ${JSON.stringify(
        runs.map(({ calls, report }) => [calls, report.listedOrders]),
      )}`,
    );
    for (const { report, calls } of runs) {
      expect(calls).toBeGreaterThanOrEqual(BUDGET_CALLS);
      expect(calls).toBeLessThan(BUDGET_CALLS + MARGIN_CALLS);
      expect(report.listedOrders).toBeGreaterThan(0);
      expect(report.listedOrders).toBeLessThan(BACKLOG);
      expect(report.cut).toContain('listedOrders');
    }
    // Progress is saved per order: across the runs each order was listed once.
    const listed = runs.reduce((sum, { report }) => sum + report.listedOrders, 0);
    expect((await listKeyCount()) - listedBefore).toBe(listed);
  }, 120_000);
});
