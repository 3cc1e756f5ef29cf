// Crash safety: an instance killed between two steps of placing an order leaves a placement
// behind; the maintenance job gives back what it took, or finishes what it left undone.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import maintenanceHandler from '../../netlify/functions/maintenance.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import {
  ABANDONED_KEPT_MS,
  placements,
  PLACEMENT_GRACE_MS,
} from '../../src/server/orders/placements.ts';
import { recoverPlacements } from '../../src/server/orders/recovery.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { scheduledKickHeaders } from '../../src/server/http/scheduled-function.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { callUntilCrash, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { openPapamoaSlots, papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';

runOnLocalBlobs();

let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  // Open past the grace the late retry below is placed after.
  const [first] = await openPapamoaSlots();
  if (!first) throw new Error('No open Papamoa slot');
  slot = first;
});

const onHand = async (productId: string) => (await stockLevels.get(productId))?.onHand ?? 0;
const booked = async () =>
  (await slotBookings.get(bookingIdOf(slot.date, slot.slotId)))?.booked ?? 0;
const later = (ms: number) => new Date(Date.now() + ms);
/** The last write before an order is confirmed: its number, once stock and slot are taken. */
const BEFORE_CONFIRMING = /^counters\/order-number$/;
const pastGrace = () => later(PLACEMENT_GRACE_MS + 60_000);

function orderCall(body: unknown): InstanceCall {
  return {
    handler: functionModule('orders'),
    path: '/api/orders',
    options: { json: body, ip: newClientIp() },
  };
}

/** The one placement left open, after a crash. */
async function openPlacementOf(productId: string) {
  const open = (await placements.list()).filter((placement) =>
    placement.lines.some((line) => line.productId === productId),
  );
  const [placement, ...more] = open;
  if (!placement || more.length > 0) throw new Error(`${String(open.length)} placements are open`);
  return placement;
}

async function emailsAbout(orderNumber: string) {
  return (await outbox.list()).filter((message) => message.subject.includes(orderNumber));
}

describe('an instance that dies while placing an order', () => {
  it('before confirming the order: the holds stay through the grace period, then come back', async () => {
    await setStockLevel('lamb-rogan-josh', 20);
    const bookedBefore = await booked();
    const body = papamoaOrderRequest(slot, {
      items: [{ productId: 'lamb-rogan-josh', quantity: 3 }],
    });
    await callUntilCrash(orderCall(body), BEFORE_CONFIRMING);

    const placement = await openPlacementOf('lamb-rogan-josh');
    expect(await getOrder(placement.orderId)).toBeNull();
    expect(await onHand('lamb-rogan-josh')).toBe(17);
    expect(await booked()).toBe(bookedBefore + 1);

    // Within the grace period the request might still be running: nothing is touched.
    expect(await recoverPlacements(later(60_000), SITE_ORIGIN)).toEqual({
      released: [],
      finished: [],
    });
    expect(await onHand('lamb-rogan-josh')).toBe(17);

    const report = await recoverPlacements(pastGrace(), SITE_ORIGIN);
    expect(report.released).toEqual([placement.orderId]);
    expect(await onHand('lamb-rogan-josh')).toBe(20);
    expect(await booked()).toBe(bookedBefore);
    expect((await placements.get(placement.orderId))?.state).toBe('abandoned');
    // A second run finds nothing more to do.
    expect((await recoverPlacements(pastGrace(), SITE_ORIGIN)).released).toEqual([]);
    // Once no attempt of its order id can be at work, the abandoned placement is forgotten.
    await recoverPlacements(later(ABANDONED_KEPT_MS + 60_000), SITE_ORIGIN);
    expect(await placements.get(placement.orderId)).toBeNull();
    expect(await onHand('lamb-rogan-josh')).toBe(20);
  });

  it('after confirming the order but before writing it: the job writes and announces it', async () => {
    await setStockLevel('kids-chilli-con-carne', 20);
    const body = papamoaOrderRequest(slot, {
      items: [{ productId: 'kids-chilli-con-carne', quantity: 3 }],
    });
    await callUntilCrash(orderCall(body), /^orders\/[0-9a-f-]{36}$/);
    const placement = await openPlacementOf('kids-chilli-con-carne');
    expect(placement.state).toBe('confirmed');
    expect(await getOrder(placement.orderId)).toBeNull();

    const report = await recoverPlacements(pastGrace(), SITE_ORIGIN);
    expect(report).toEqual({ released: [], finished: [placement.orderId] });
    const order = await getOrder(placement.orderId);
    expect(order?.number).toBe(placement.order?.number);
    expect(await emailsAbout(order?.number ?? '')).toHaveLength(2);
    expect(await onHand('kids-chilli-con-carne')).toBe(17);
    expect(await placements.get(placement.orderId)).toBeNull();
  });

  it('after writing the order but before announcing it: the job sends its emails', async () => {
    await setStockLevel('beef-bolognese', 50);
    const body = papamoaOrderRequest(slot);
    await callUntilCrash(orderCall(body), /^outbox\//);

    const placement = await openPlacementOf('beef-bolognese');
    const order = await getOrder(placement.orderId);
    expect(order?.status).toBe('awaiting_payment');
    expect(await emailsAbout(order?.number ?? '')).toEqual([]);

    const report = await recoverPlacements(pastGrace(), SITE_ORIGIN);
    expect(report.finished).toEqual([placement.orderId]);
    expect(await emailsAbout(order?.number ?? '')).toHaveLength(2);
    expect(await placements.get(placement.orderId)).toBeNull();
    expect(await onHand('beef-bolognese')).toBe(47);
  });

  it('gives a late retry of an abandoned order a fresh order, not the released one', async () => {
    await setStockLevel('pumpkin-kumara-sauce', 10);
    const body = papamoaOrderRequest(slot, {
      items: [{ productId: 'pumpkin-kumara-sauce', quantity: 3 }],
    });
    await callUntilCrash(orderCall(body), BEFORE_CONFIRMING);
    const abandoned = await openPlacementOf('pumpkin-kumara-sauce');
    await recoverPlacements(pastGrace(), SITE_ORIGIN);
    expect(await onHand('pumpkin-kumara-sauce')).toBe(10);

    // The shopper's browser retries long after, with the same idempotency key.
    const retried = await placeOrder(PlaceOrderRequestSchema.parse(body), pastGrace());
    expect(retried.created).toBe(true);
    expect(retried.order.id).not.toBe(abandoned.orderId);
    expect(await onHand('pumpkin-kumara-sauce')).toBe(7);
  });
});

describe('orders placed without trouble', () => {
  it('leave no placement behind once announced', async () => {
    const { status, body } = await call(ordersHandler, '/api/orders', {
      json: papamoaOrderRequest(slot, { idempotencyKey: randomUUID() }),
    });
    expect(status).toBe(201);
    expect(await placements.get((body as { id: string }).id)).toBeNull();
  });
});

describe('the maintenance job', () => {
  it('runs on a signed POST (as our host calls it) and reports what it did', async () => {
    const { status, body } = await call(maintenanceHandler, '/.netlify/functions/maintenance', {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date().toISOString() }),
      headers: await scheduledKickHeaders(),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      placements: { released: [], finished: [] },
      repairedHolds: { orderHolds: 0, strayHolds: 0, dateKeys: 0 },
      movedOrderPlaces: [],
      finishedChanges: 0,
      repairedCatalogue: 0,
      repairedSummaries: expect.any(Number) as number,
      cardPayments: [],
      mail: { sent: [], failedAgain: [], gaveUp: [] },
      shutDays: [],
      pastBestBefore: [],
      listedOrders: expect.any(Number) as number,
      openMessages: expect.any(Number) as number,
      markedOrdered: expect.any(Number) as number,
      listedSubscribers: expect.any(Number) as number,
      listedCustomers: expect.any(Number) as number,
      indexedMessages: expect.any(Number) as number,
      erasedContacts: expect.any(Number) as number,
      listedActivity: expect.any(Number) as number,
      listedStandingDays: expect.any(Number) as number,
      expiredSignupRequests: expect.any(Number) as number,
      expiredRecords: expect.any(Number) as number,
      restockReminders: { sent: [], skipped: [] },
      shopperNotices: [],
      changeNotices: [],
      // Nothing was left for a later run: no part ran out of time.
      cut: [],
      failed: [],
    });
    const signedGet = await call(maintenanceHandler, '/.netlify/functions/maintenance', {
      headers: await scheduledKickHeaders(),
    });
    expect(signedGet.status).toBe(405);
  });
});
