// A line refunded with its packs put back into stock is no longer packed: the packing slip, the
// prep list, the run sheet, the four-week forecast and the shopper's My deliveries all count
// what will really be packed (packedLinesOf), read from the order as the refund route saved it.
import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminStandingOrders from '../../netlify/functions/admin-standing-orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { PackingSlips } from '../../src/lib/orders/packing-slip.ts';
import type { PrepList } from '../../src/lib/orders/prep-list.ts';
import type { RunSheet } from '../../src/lib/orders/run-sheet.ts';
import type { Forecast } from '../../src/lib/standing-orders/forecast.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { grantPermissions, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(async () => {
  await seedShop();
});

const DAY = '2026-12-03';
const BEEF = 'beef-bolognese';
const VEG = 'super-veg-sauce';

async function get<T>(path: string, handler = adminOrders): Promise<T> {
  const answer = await call(handler, path, { headers: team.staff });
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

/** A paid order of 2 beef and 3 veg for DAY, with `veg` packs of veg refunded back into stock. */
async function orderWithVegRefunded(veg: number, restock: boolean) {
  await grantPermissions('packer', ['refunds']);
  const order = await placeTestOrder({
    date: DAY,
    items: [
      { productId: BEEF, quantity: 2 },
      { productId: VEG, quantity: 3 },
    ],
  });
  const params = { id: order.id };
  const paid = await call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
    headers: team.staff,
    params,
  });
  expect(paid.status).toBe(200);
  const refunded = await call(adminOrders, `/api/admin/orders/${order.id}/refund`, {
    json: { lines: [{ productId: VEG, quantity: veg }], restock, reason: 'Out of stock' },
    headers: team.staff,
    params,
  });
  expect(refunded.status).toBe(200);
  return order;
}

describe('views after a refund by line with restock', () => {
  it('no longer count the refunded packs, and the slip shows the line as refunded', async () => {
    const order = await orderWithVegRefunded(3, true);
    const slips = await get<PackingSlips>(`/api/admin/packing-slips?date=${DAY}`);
    const slip = slips.slips.find((found) => found.orderId === order.id);
    expect(slip?.packs).toBe(2);
    expect(slip?.lines).toEqual([
      expect.objectContaining({ name: 'Beef Bolognese', quantity: 2, refunded: 0 }),
      expect.objectContaining({ quantity: 0, refunded: 3 }),
    ]);

    const prep = await get<PrepList>(`/api/admin/prep-list?date=${DAY}`);
    expect(prep.packs).toBe(2);
    expect(prep.meals.map((meal) => meal.productId)).toEqual([BEEF]);

    const run = await get<RunSheet>(`/api/admin/run-sheet?date=${DAY}`);
    const stop = run.slots
      .flatMap((slot) => slot.stops)
      .find((found) => found.orderId === order.id);
    expect(stop?.packs).toBe(2);

    const forecast = await get<Forecast>(
      '/api/admin/standing-orders/forecast',
      adminStandingOrders,
    );
    const day = forecast.days.find((found) => found.date === DAY);
    expect(day?.ordered).toBe(2);
    expect(day?.meals.find((meal) => meal.productId === VEG)).toBeUndefined();
  });

  it('still pack what a refund without restock paid back for (the packs still go out)', async () => {
    const order = await orderWithVegRefunded(1, false);
    const slips = await get<PackingSlips>(`/api/admin/packing-slips?ids=${order.id}`);
    expect(slips.slips[0]?.packs).toBe(5);
    expect(slips.slips[0]?.lines.map((line) => line.refunded)).toEqual([0, 0]);
  });
});
