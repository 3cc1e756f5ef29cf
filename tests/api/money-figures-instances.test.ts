// The dashboard's day figures and money-owed keys across function instances: orders placed, then
// marked paid, from separate OS processes at once must leave the day's and the week's figures,
// and what is owed, equal to a recomputation from the order records alone (derived records are
// recomputed whole and checked after each write, never incremented).
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFiguresOf, sumOfFigures } from '../../src/lib/admin/day-figures.ts';
import { mondayOf } from '../../src/lib/admin/dashboard.ts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { owedCents } from '../../src/lib/orders/money-ledger.ts';
import { dayFigures, weekFigures } from '../../src/server/admin/day-figures.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { moneyOwed } from '../../src/server/orders/money-owed.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { papamoaOrderRequest, roomyPapamoaSlot, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
let slot: OpenSlot;

beforeAll(async () => {
  slot = await roomyPapamoaSlot(200);
  await setStockLevel('beef-bolognese', 500);
});

/** The figures and what is owed, worked out again from every order record in the store. */
async function recomputed(today: string) {
  const all = await orders.list();
  const monday = mondayOf(today);
  const week = Array.from({ length: 7 }, (_, index) => dayFiguresOf(addDays(monday, index), all));
  const owing = all.map(owedCents).filter((cents) => cents > 0);
  return {
    today: dayFiguresOf(today, all),
    week: sumOfFigures(monday, week),
    owed: { count: owing.length, totalCents: owing.reduce((sum, cents) => sum + cents, 0) },
  };
}

describe('day figures from several instances', { timeout: 180_000 }, () => {
  it('12 orders placed, then paid, from 4 processes at once: figures equal a recomputation', async () => {
    const today = nzDateOf(new Date());
    const placed = await callFromInstances(
      Array.from({ length: 12 }, () => ({
        handler: functionModule('orders'),
        path: '/api/orders',
        options: { json: papamoaOrderRequest(slot), ip: newClientIp() },
      })),
      { instances: 4, concurrency: 3 },
    );
    expect(placed.map(({ status }) => status)).toEqual(Array.from({ length: 12 }, () => 201));
    const ids = placed.map(({ body }) => (body as { id: string }).id);
    let expected = await recomputed(today);
    expect(await dayFigures.get(today)).toEqual(expected.today);
    expect(expected.today.count).toBe(12);
    expect(await moneyOwed()).toEqual(expected.owed);

    // Eight of them marked paid at once from four processes: money moves from owed to revenue.
    const paid = await callFromInstances(
      ids.slice(0, 8).map((id) => ({
        handler: functionModule('admin-orders'),
        path: `/api/admin/orders/${id}/status`,
        options: {
          json: { status: 'paid', receivedOn: today },
          headers: team.staff,
          params: { id },
        },
      })),
      { instances: 4, concurrency: 2 },
    );
    expect(paid.map(({ status }) => status)).toEqual(Array.from({ length: 8 }, () => 200));
    expected = await recomputed(today);
    expect(expected.today.receivedCents).toBeGreaterThan(0);
    expect(await dayFigures.get(today)).toEqual(expected.today);
    expect(await weekFigures.get(mondayOf(today))).toEqual(expected.week);
    expect(await moneyOwed()).toEqual(expected.owed);
    expect(expected.owed.count).toBe(4);
  });
});
