// A move that dies half-way (issue 24 item 1): the request crashed or the store failed between
// taking the new place, changing the order and giving the old place back. The order may then
// hold two places; the maintenance job's part frees the one it no longer names, once the grace
// period is over, so no place is lost or held twice.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { Order } from '../../src/lib/orders/order.ts';
import { StoreUnavailableError } from '../../src/server/blobs/store-calls.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { reserveSlot } from '../../src/server/delivery/reservations.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import {
  moveIntents,
  openMoveIntent,
  settleAbandonedMoves,
} from '../../src/server/orders/move-intents.ts';
import { getOrder, orders } from '../../src/server/orders/orders.ts';
import { PLACEMENT_GRACE_MS } from '../../src/server/orders/placements.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { checkoutOrderIn } from '../fixtures/checkout-orders.ts';
import { openPapamoaSlots, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
let slots: OpenSlot[] = [];
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});
beforeAll(async () => {
  slots = await openPapamoaSlots();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const at = (index: number): OpenSlot => {
  const slot = slots[index];
  if (!slot) throw new Error(`No open slot ${String(index)}`);
  return slot;
};
const later = () => new Date(Date.now() + PLACEMENT_GRACE_MS + 60_000);

const placeIn = (slot: OpenSlot): Promise<Order> => checkoutOrderIn(slot);

const booking = (slot: OpenSlot) => slotBookings.get(bookingIdOf(slot.date, slot.slotId));
const holds = async (slot: OpenSlot, id: string) =>
  (await booking(slot))?.orderIds.includes(id) ?? false;
const reschedule = (order: Order, to: OpenSlot) =>
  call(adminOrders, `/api/admin/orders/${order.id}/reschedule`, {
    json: { method: 'delivery', ...to },
    headers: team.staff,
    params: { id: order.id },
  });

describe('the maintenance part for half-done moves', () => {
  it('frees the new place of a move that died before the order changed, after the grace period only', async () => {
    const [from, to] = [at(0), at(1)];
    const order = await placeIn(from);
    // The request wrote its intent and took the new place, then its instance died.
    await openMoveIntent({
      orderId: order.id,
      moveId: 'crashed-1',
      startedAt: new Date().toISOString(),
      from,
      to,
    });
    expect(
      await reserveSlot({ ...to, zoneId: 'papamoa', orderId: order.id, packs: 3 }),
    ).toMatchObject({ ok: true });
    const bookedBefore = (await booking(to))?.booked ?? 0;

    // Within the grace period the request may still be at work: nothing is touched.
    expect(await settleAbandonedMoves(new Date())).toEqual([]);
    expect(await holds(to, order.id)).toBe(true);

    const report = await runMaintenance({
      origin: SITE_ORIGIN,
      afterAnswer: () => undefined,
      now: later(),
    });
    expect(report.movedOrderPlaces).toEqual([`${order.id} ${to.date}/${to.slotId}`]);
    expect(await holds(to, order.id)).toBe(false);
    expect(await holds(from, order.id)).toBe(true);
    const after = await booking(to);
    expect(after?.booked).toBe(bookedBefore - 1);
    expect(after?.packs?.[order.id]).toBeUndefined();
    expect(await moveIntents.list(`${order.id}/`)).toEqual([]);
    // Run again: nothing more to do.
    expect(await settleAbandonedMoves(later())).toEqual([]);
  });

  it('leaves an order alone while another of its moves is still in flight', async () => {
    const [from, to] = [at(2), at(3)];
    const order = await placeIn(from);
    const old = new Date(Date.now() - PLACEMENT_GRACE_MS - 60_000).toISOString();
    await openMoveIntent({ orderId: order.id, moveId: 'old-1', startedAt: old, from, to });
    await openMoveIntent({
      orderId: order.id,
      moveId: 'fresh-2',
      startedAt: new Date().toISOString(),
      from,
      to,
    });
    await reserveSlot({ ...to, zoneId: 'papamoa', orderId: order.id, packs: 3 });
    expect(await settleAbandonedMoves(new Date())).toEqual([]);
    expect(await holds(to, order.id)).toBe(true);
    expect(await settleAbandonedMoves(later())).toEqual([`${order.id} ${to.date}/${to.slotId}`]);
  });
});

describe('a store fault between the steps of a move', () => {
  it('the order write fails: the new place is held twice until maintenance frees it', async () => {
    const [from, to] = [at(0), at(2)];
    const order = await placeIn(from);
    vi.spyOn(orders, 'update').mockRejectedValueOnce(
      new StoreUnavailableError('writing the order'),
    );
    const { status } = await reschedule(order, to);
    expect(status).toBe(503);
    expect((await getOrder(order.id))?.fulfilment).toMatchObject(from);
    expect(await holds(from, order.id)).toBe(true);
    expect(await holds(to, order.id)).toBe(true);
    await settleAbandonedMoves(later());
    expect(await holds(from, order.id)).toBe(true);
    expect(await holds(to, order.id)).toBe(false);
  });

  it('giving the old place back fails: the order has moved, and maintenance frees the old place', async () => {
    const [from, to] = [at(1), at(3)];
    const order = await placeIn(from);
    const realUpdate = slotBookings.update.bind(slotBookings);
    let calls = 0;
    vi.spyOn(slotBookings, 'update').mockImplementation((id, change) => {
      calls += 1;
      // The first write takes the new place; the second (the old place's release) fails.
      if (calls === 2) return Promise.reject(new StoreUnavailableError(`writing ${id}`));
      return realUpdate(id, change);
    });
    // The move is made (the answer says so); only its old place waits for the maintenance job.
    const { status, body } = await reschedule(order, to);
    expect(status).toBe(200);
    expect(body).toMatchObject({ fulfilment: to });
    vi.restoreAllMocks();
    expect((await getOrder(order.id))?.fulfilment).toMatchObject(to);
    expect(await holds(from, order.id)).toBe(true);
    expect(await holds(to, order.id)).toBe(true);
    const fromCount = (await booking(from))?.booked ?? 0;
    expect(await settleAbandonedMoves(later())).toEqual([
      `${order.id} ${from.date}/${from.slotId}`,
    ]);
    expect(await holds(from, order.id)).toBe(false);
    expect(await holds(to, order.id)).toBe(true);
    expect((await booking(from))?.booked).toBe(fromCount - 1);
  });
});
