// The run sheet's day records: written whole from the day's orders through the one door
// (syncOrderDerived), moved with an order to its new day, following an address change, rebuilt
// by the backfill, and read as the day's sheet in two calls (plus the session) without an order.
import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { buildRunSheet, type RunSheet } from '../../src/lib/orders/run-sheet.ts';
import { RUN_SHEET_DAYS_PREFIX } from '../../src/lib/orders/run-sheet-day.ts';
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

async function runSheet(date: string, zone?: string): Promise<RunSheet> {
  const query = zone ? `&zone=${zone}` : '';
  const answer = await call(adminOrders, `/api/admin/run-sheet?date=${date}${query}`, {
    headers: team.staff,
  });
  expect(answer.status).toBe(200);
  return answer.body as RunSheet;
}

/** The sheet straight from the day's orders: what the record must give. */
const fromOrders = async (date: string, zone: string | null = null) =>
  buildRunSheet(date, zone, await listOrders({ date }));

/** The Blobs calls a run sheet makes. */
async function callsOf(date: string): Promise<BlobsCall[]> {
  const calls: BlobsCall[] = [];
  blobs.setFaults({ rate: 0, pick: (blobsCall) => (calls.push(blobsCall), null) });
  try {
    await runSheet(date);
  } finally {
    blobs.setFaults(null);
  }
  return calls;
}

const readsAnOrder = (calls: BlobsCall[]) => calls.some((one) => one.key.startsWith('orders/'));

/** Changes an order as a writer does: saved, re-indexed by date, then its derived records. */
async function change(id: string, edit: (fulfilment: Record<string, unknown>) => object) {
  const before = await orders.get(id);
  const saved = await orders.update(id, (current) => {
    if (!current) throw new Error('The order is gone');
    return { ...current, fulfilment: edit(current.fulfilment) as typeof current.fulfilment };
  });
  if (before) await reindexOrderDate(saved.data, before.fulfilment.date);
  await syncOrderDerived(saved.data);
}

describe('run sheet day records', () => {
  it('give the same sheet as the day’s orders, for every zone and one, without reading an order', async () => {
    await placeTestOrder({ date: DAY, items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    await placeTestOrder({ date: DAY, items: [{ productId: 'super-veg-sauce', quantity: 3 }] });
    await placeTestOrder({ date: DAY, method: 'pickup' });
    expect(await runSheet(DAY)).toEqual(await fromOrders(DAY));
    expect(await runSheet(DAY, 'papamoa')).toEqual(await fromOrders(DAY, 'papamoa'));
    expect((await runSheet(DAY)).slots.flatMap((slot) => slot.stops)).toHaveLength(2);
    const calls = await callsOf(DAY);
    expect(readsAnOrder(calls)).toBe(false);
    expect(calls.length).toBeLessThanOrEqual(4);
  });

  it('follow an address change and a move to another day', async () => {
    const order = await placeTestOrder({ date: DAY });
    await change(order.id, (fulfilment) => ({
      ...fulfilment,
      address: { ...(fulfilment.address as object), line1: '77 Moved St' },
    }));
    const stops = (await runSheet(DAY)).slots.flatMap((slot) => slot.stops);
    expect(stops.find((stop) => stop.orderId === order.id)?.address).toContain('77 Moved St');
    expect(readsAnOrder(await callsOf(DAY))).toBe(false);
    await change(order.id, (fulfilment) => ({ ...fulfilment, date: NEXT_WEEK }));
    const left = (await runSheet(DAY)).slots.flatMap((slot) => slot.stops);
    expect(left.map((stop) => stop.orderId)).not.toContain(order.id);
    expect(await runSheet(DAY)).toEqual(await fromOrders(DAY));
    const moved = (await runSheet(NEXT_WEEK)).slots.flatMap((slot) => slot.stops);
    expect(moved.map((stop) => stop.orderId)).toEqual([order.id]);
    expect(readsAnOrder(await callsOf(NEXT_WEEK))).toBe(false);
  });

  it('are rebuilt by the backfill; until then the sheet is built from the orders', async () => {
    const before = await runSheet(DAY);
    const { blobs: keys } = await retryingStore().list({ prefix: `${RUN_SHEET_DAYS_PREFIX}/` });
    await Promise.all(keys.map(({ key }) => retryingStore().delete(key)));
    expect(await runSheet(DAY)).toEqual(before);
    expect(readsAnOrder(await callsOf(DAY))).toBe(true);
    expect(await backfillOrderDerived()).toBeGreaterThan(0);
    expect(await runSheet(DAY)).toEqual(before);
    expect(readsAnOrder(await callsOf(DAY))).toBe(false);
  });
});
