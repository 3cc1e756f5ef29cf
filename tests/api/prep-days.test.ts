// The prep list's day keys: written whole from the day's orders through the one door
// (syncOrderDerived), moved with an order to its new day, rebuilt by the backfill, and read as
// the day's prep list in one listing (plus the day's index) without reading an order.
import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { buildPrepList, type PrepList } from '../../src/lib/orders/prep-list.ts';
import { PREP_DAYS_PREFIX } from '../../src/lib/orders/prep-days.ts';
import type { BlobsCall } from '../../src/server/blobs/local-blobs-faults.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { backfillOrderDerived, syncOrderDerived } from '../../src/server/orders/order-derived.ts';
import { listOrders, orders, reindexOrderDate } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());

const DAY = '2026-12-03';
const NEXT_WEEK = '2026-12-10';

async function prepList(date: string): Promise<PrepList> {
  const answer = await call(adminOrders, `/api/admin/prep-list?date=${date}`, {
    headers: team.staff,
  });
  expect(answer.status).toBe(200);
  return answer.body as PrepList;
}

/** The prep list straight from the day's orders: what the keys must give. */
const fromOrders = async (date: string) => buildPrepList(date, await listOrders({ date }));

/** A prep list without its standing-order part (the part the day keys do not hold). */
const placedPart = (list: PrepList) => ({ ...list, fromStandingOrders: undefined });

/** The Blobs calls a prep list makes. */
async function callsOf(date: string): Promise<BlobsCall[]> {
  const calls: BlobsCall[] = [];
  blobs.setFaults({ rate: 0, pick: (blobsCall) => (calls.push(blobsCall), null) });
  try {
    await prepList(date);
  } finally {
    blobs.setFaults(null);
  }
  return calls;
}

const prepKeys = async () =>
  (await retryingStore().list({ prefix: `${PREP_DAYS_PREFIX}/` })).blobs.map((blob) => blob.key);

describe('prep list day keys', () => {
  it('give the same list as the day’s orders, from listings alone', async () => {
    await placeTestOrder({ date: DAY, items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    await placeTestOrder({ date: DAY, items: [{ productId: 'super-veg-sauce', quantity: 3 }] });
    await placeTestOrder({ date: DAY, method: 'pickup' });
    const list = await prepList(DAY);
    expect(placedPart(list)).toEqual(placedPart(await fromOrders(DAY)));
    expect(list.packs).toBe(7);
    const calls = await callsOf(DAY);
    expect(calls.filter((blobsCall) => blobsCall.key.startsWith('orders/'))).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(10);
  });

  it('follow an order moved to another day: it leaves the old day and joins the new', async () => {
    const moved = await placeTestOrder({
      date: DAY,
      items: [{ productId: 'kids-chilli-con-carne', quantity: 4 }],
    });
    expect((await prepList(DAY)).meals.map((meal) => meal.productId)).toContain(
      'kids-chilli-con-carne',
    );
    const saved = await orders.update(moved.id, (current) => {
      if (!current) throw new Error('The order is gone');
      return { ...current, fulfilment: { ...current.fulfilment, date: NEXT_WEEK } };
    });
    await reindexOrderDate(saved.data, DAY);
    await syncOrderDerived(saved.data);
    const day = await prepList(DAY);
    expect(day.meals.map((meal) => meal.productId)).not.toContain('kids-chilli-con-carne');
    expect(placedPart(day)).toEqual(placedPart(await fromOrders(DAY)));
    expect((await prepList(NEXT_WEEK)).packs).toBe(4);
    expect(
      (await callsOf(NEXT_WEEK)).some((blobsCall) => blobsCall.key.startsWith('orders/')),
    ).toBe(false);
  });

  it('are rebuilt by the backfill; until then the list is built from the orders', async () => {
    const before = await prepList(DAY);
    await Promise.all((await prepKeys()).map((key) => retryingStore().delete(key)));
    expect(await prepList(DAY)).toEqual(before);
    expect((await callsOf(DAY)).some((blobsCall) => blobsCall.key.startsWith('orders/'))).toBe(
      true,
    );
    expect(await backfillOrderDerived()).toBeGreaterThan(0);
    expect(await prepList(DAY)).toEqual(before);
    expect((await callsOf(DAY)).some((blobsCall) => blobsCall.key.startsWith('orders/'))).toBe(
      false,
    );
  });
});
