// The checkout's guarantees while the store fails: 100 buyers from 4 processes (separate OS
// processes, like function instances) for a meal with 30 packs, with the local Blobs server
// failing a tenth of all calls (500/503, a write answered 500 or cut off, late answers). Every
// buyer gets their order or a clear error, nothing is sold twice or lost, and once the
// maintenance job's recovery has run nothing stays held for an order that was refused, and the
// buyer's customer record counts exactly the stored orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIST_PREFIX, orderListRowFromKey } from '../../src/lib/orders/order-list.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { bookingIdOf, deliverySlots, slotBookings } from '../../src/server/delivery/store.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { placements } from '../../src/server/orders/placements.ts';
import { promoCodes } from '../../src/server/orders/promos.ts';
import { recoverPlacements } from '../../src/server/orders/recovery.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';

// Seeded, so a failure can be run again with the very same faults.
const blobs = runOnLocalBlobs({ faults: null });
const FAULTS = { rate: 0.1, seed: 7 };

const MEAL = 'lamb-rogan-josh';
const PROMO = 'BURST';

let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  const options = await deliveryOptions({ postcode: '3118' });
  const first = options.days[0]?.slots[0];
  const day = options.days[0];
  if (!first || !day) throw new Error('No open Papamoa slot');
  slot = { date: day.date, slotId: first.slotId };
  await deliverySlots.update(slot.slotId, (current) => {
    if (!current) throw new Error(`No slot ${slot.slotId}`);
    return { ...current, capacity: 200 };
  });
  await setStockLevel(MEAL, 30);
  await promoCodes.createOnce(PROMO, {
    code: PROMO,
    kind: 'fixed',
    value: 100,
    minimumSubtotalCents: 0,
    onePerCustomer: false,
    active: true,
    redeemedOrderIds: [],
  });
});

/** One buyer: two packs (the delivery minimum) with a promo code, whose use is recorded. */
function buyer(): InstanceCall {
  const items = [{ productId: MEAL, quantity: 2 }];
  return {
    handler: functionModule('orders'),
    path: '/api/orders',
    options: { json: papamoaOrderRequest(slot, { items, promoCode: PROMO }), ip: newClientIp() },
  };
}

const heldPacks = (holds: Record<string, number> | undefined) =>
  Object.values(holds ?? {}).reduce((sum, packs) => sum + packs, 0);

describe('100 buyers from 4 instances while the store fails a tenth of its calls', () => {
  it('sells exactly the 30 packs, stores and lists each order once, answers everyone clearly, and holds nothing for refused orders after recovery', async () => {
    blobs.setFaults(FAULTS);
    const answers = await callFromInstances(
      Array.from({ length: 100 }, () => buyer()),
      { instances: 4, concurrency: 25 },
    );
    blobs.setFaults(null);
    // Every buyer got an order (201) or an error that says something (4xx, or 503: try again).
    const placedIds = new Set<string>();
    for (const { status, body } of answers) {
      if (status === 201) {
        expect(body).toMatchObject({
          id: expect.any(String) as string,
          number: expect.any(String) as string,
        });
        placedIds.add((body as { id: string }).id);
        continue;
      }
      expect([409, 503]).toContain(status);
      expect(body).toMatchObject({
        message: expect.any(String) as string,
        detail: expect.any(String) as string,
      });
      if (status === 409) expect(body).toMatchObject({ reason: 'out_of_stock' });
      if (status === 503) expect(body).toMatchObject({ reason: 'store_unavailable' });
    }

    // The maintenance job's recovery, once the grace period is over, and again once the
    // placements given up (kept so no retry of their key takes again) may be forgotten.
    await recoverPlacements(new Date(Date.now() + 16 * 60 * 1000), SITE_ORIGIN);
    await recoverPlacements(new Date(Date.now() + 31 * 60 * 1000), SITE_ORIGIN);
    expect(await placements.listIds()).toEqual([]);

    const stored = (await orders.list()).filter((order) =>
      order.lines.some((line) => line.productId === MEAL),
    );
    const storedIds = new Set(stored.map((order) => order.id));
    // Every order a buyer was told about is stored, and no buyer's order is stored twice.
    for (const id of placedIds) expect(storedIds.has(id)).toBe(true);
    expect(new Set(stored.map((order) => order.idempotencyKey)).size).toBe(stored.length);

    // Exactly the 30 packs sold, each held by a stored order.
    const meal = await stockLevels.get(MEAL);
    expect(meal?.onHand).toBe(0);
    expect(stored).toHaveLength(15);
    expect(Object.keys(meal?.holds ?? {}).sort()).toEqual([...storedIds].sort());
    expect(heldPacks(meal?.holds)).toBe(30);

    // The slot's places and the promo's uses are those of the stored orders, no more.
    const booking = await slotBookings.get(bookingIdOf(slot.date, slot.slotId));
    expect([...(booking?.orderIds ?? [])].sort()).toEqual([...storedIds].sort());
    expect(booking?.booked).toBe(15);
    const uses = await openStore().list({ prefix: `promo-uses/${PROMO}/` });
    const usedBy = uses.blobs.map((blob) => blob.key.split('/')[2] ?? '');
    expect(usedBy.sort()).toEqual([...storedIds].sort());

    // Each stored order is in the orders list exactly once.
    const { blobs: listed } = await openStore().list({ prefix: `${ORDER_LIST_PREFIX}/` });
    const listedIds = listed.map(
      (blob) => orderListRowFromKey(blob.key.slice(ORDER_LIST_PREFIX.length + 1))?.id,
    );
    expect(listedIds.filter((id) => id !== undefined && storedIds.has(id)).sort()).toEqual(
      [...storedIds].sort(),
    );

    // The buyer's customer summary counts each stored order once, and nothing that was refused.
    const customer = await customerSummaries.get(customerIdOf('aroha@example.co.nz'));
    const counted = Object.keys(customer?.orders ?? {});
    expect(counted.filter((id) => storedIds.has(id)).sort()).toEqual([...storedIds].sort());
    const everyOrder = new Set(await orders.listIds());
    expect(counted.filter((id) => !everyOrder.has(id))).toEqual([]);
  }, 90_000);
});
