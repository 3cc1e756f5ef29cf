// A shopper's retry (same idempotency key) that overlaps a first attempt failing on the store:
// for each store write of a checkout in turn, the first attempt's instance (an OS process of its
// own) has that write refused from then on while a second instance sends the retry. Whatever
// the first attempt gives back must never be what the retry's order holds, and each order's
// emails go out once, also after the maintenance job's recovery. The last test kills an
// instance after its emails and before it closes the placement.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { BlobsCall } from '../../src/server/blobs/local-blobs-faults.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { bookingIdOf, deliverySlots, slotBookings } from '../../src/server/delivery/store.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { changeOrderStatus } from '../../src/server/orders/status-change.ts';
import { PLACEMENT_GRACE_MS } from '../../src/server/orders/placements.ts';
import { recoverPlacements } from '../../src/server/orders/recovery.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { MAINTENANCE_ACTOR, type Order } from '../../src/lib/orders/order.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import {
  callUntilCrash,
  functionModule,
  startInstancePool,
  type InstanceAnswer,
  type InstanceCall,
  type InstancePool,
} from '../fixtures/instances.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { writeStepsOf, type WriteStep } from '../fixtures/write-steps.ts';

const blobs = runOnLocalBlobs({ faults: null });

/** The last packs: one order of three takes them all. */
const MEAL = 'lamb-rogan-josh';
const PACKS = 3;

let slot: OpenSlot;
let pool: InstancePool;

beforeAll(async () => {
  await seedShop();
  const day = (await deliveryOptions({ postcode: '3118' })).days[0];
  const first = day?.slots[0];
  if (!day || !first) throw new Error('No open Papamoa slot');
  slot = { date: day.date, slotId: first.slotId };
  // One place in the slot; set before the instances start, as they reuse slot reads a while.
  await deliverySlots.update(slot.slotId, (current) => {
    if (!current) throw new Error(`No slot ${slot.slotId}`);
    return { ...current, capacity: 1 };
  });
  pool = await startInstancePool(2, [functionModule('orders')]);
});

afterAll(() => {
  pool.close();
});

const shopper = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.co.nz`,
  phone: '021 123 4567',
});

function orderBody(customer: ReturnType<typeof shopper>) {
  return papamoaOrderRequest(slot, {
    idempotencyKey: randomUUID(),
    items: [{ productId: MEAL, quantity: PACKS }],
    customer,
  });
}

function orderCall(body: unknown): InstanceCall {
  return {
    handler: functionModule('orders'),
    path: '/api/orders',
    options: { json: body, ip: newClientIp() },
  };
}

const booking = async () => slotBookings.get(bookingIdOf(slot.date, slot.slotId));

/** The slot's one place free and the last packs of the meal in stock, as each scenario starts. */
async function lastPacksAndPlace(): Promise<void> {
  expect((await booking())?.booked ?? 0).toBe(0);
  await setStockLevel(MEAL, PACKS);
}

/** Cancels the orders a scenario sold, which gives their packs and place back for the next. */
async function cancelAll(sold: readonly Order[]): Promise<void> {
  for (const order of sold) await changeOrderStatus(order.id, 'cancelled', MAINTENANCE_ACTOR);
}

/** The writes (PUTs) of one clean checkout, in order, recorded at the store. */
async function writesOfACheckout(): Promise<WriteStep[]> {
  await lastPacksAndPlace();
  const keys: string[] = [];
  blobs.setFaults({
    rate: 0,
    pick: ({ method, key }: BlobsCall) => {
      if (method === 'PUT') keys.push(key);
      return null;
    },
  });
  const [answers] = await pool.run([
    { calls: [orderCall(orderBody(shopper('Aroha')))], concurrency: 1 },
  ]);
  blobs.setFaults(null);
  const answer = answers?.[0];
  expect(answer?.status).toBe(201);
  await changeOrderStatus((answer?.body as { id: string }).id, 'cancelled', MAINTENANCE_ACTOR);
  return writeStepsOf(keys);
}

/** The orders the given idempotency keys placed, as stored. */
async function ordersOf(keys: readonly string[]): Promise<Order[]> {
  return (await orders.list()).filter((order) => keys.includes(order.idempotencyKey));
}

/** The emails about one order: to its shopper, and to the shop. */
async function emailsAbout(order: Order) {
  const about = (await outbox.list()).filter((message) => message.subject.includes(order.number));
  const toShopper = about.filter((message) => message.to.includes(order.customer.email));
  return { toShopper: toShopper.length, toShop: about.length - toShopper.length };
}

/** What a failed count prints: each email about the order and what its timeline says went. */
async function emailTrail(order: Order): Promise<string> {
  const about = (await outbox.list()).filter((message) => message.subject.includes(order.number));
  const sent = about.map(({ createdAt, to, subject, status }) => ({
    createdAt,
    to,
    subject,
    status,
  }));
  return JSON.stringify({ order: order.number, sent, timeline: order.emails });
}

/**
 * What must hold of one scenario's orders at any time: at most one order (three packs, one
 * place), each live order holds its packs and its place, no pack is counted twice, nothing is
 * booked beyond the slot's room, and no email went twice. `settled`: once recovery has run,
 * nothing is held or booked but by live orders, and every live order's emails went out.
 */
async function expectOneSale(
  keys: readonly string[],
  before: { holds: Set<string>; booked: Set<string> },
  settled: boolean,
): Promise<Order[]> {
  const live = (await ordersOf(keys)).filter((order) => order.status !== 'cancelled');
  expect(live.length).toBeLessThanOrEqual(1);
  const level = await stockLevels.get(MEAL);
  const newHolds = Object.entries(level?.holds ?? {}).filter(([id]) => !before.holds.has(id));
  const held = newHolds.reduce((sum, [, packs]) => sum + packs, 0);
  expect((level?.onHand ?? 0) + held).toBe(PACKS);
  const slotNow = await booking();
  expect(slotNow?.booked ?? 0).toBeLessThanOrEqual(1);
  const newBookings = slotNow?.orderIds.filter((id) => !before.booked.has(id)) ?? [];
  for (const order of live) {
    expect(level?.holds?.[order.id]).toBe(PACKS);
    expect(newBookings).toContain(order.id);
    const emails = await emailsAbout(order);
    const trail = Math.max(emails.toShopper, emails.toShop) > 1 ? await emailTrail(order) : '';
    expect(emails.toShopper, trail).toBeLessThanOrEqual(1);
    expect(emails.toShop, trail).toBeLessThanOrEqual(1);
    if (settled) expect(emails).toEqual({ toShopper: 1, toShop: 1 });
  }
  if (settled) {
    const liveIds = live.map((order) => order.id).sort();
    expect(newHolds.map(([id]) => id).sort()).toEqual(liveIds);
    expect([...newBookings].sort()).toEqual(liveIds);
  }
  return live;
}

/** An answer that says an order stands, with its id. */
const placedId = (answer: InstanceAnswer | undefined): string | null =>
  answer && (answer.status === 200 || answer.status === 201)
    ? (answer.body as { id: string }).id
    : null;

describe('a checkout retried while its first attempt fails at each store write in turn', () => {
  it('never sells or books what it gave back, and sends each email once', async () => {
    const steps = await writesOfACheckout();
    expect(steps.length).toBeGreaterThan(8);
    let clock = Date.now();
    for (const [index, step] of steps.entries()) {
      await lastPacksAndPlace();
      const level = await stockLevels.get(MEAL);
      const before = {
        holds: new Set(Object.keys(level?.holds ?? {})),
        booked: new Set((await booking())?.orderIds ?? []),
      };
      const first = orderBody(shopper('Aroha'));
      const second = orderBody(shopper('Wiremu'));
      const keys = [first.idempotencyKey, second.idempotencyKey];
      const context = `write ${String(index + 1)}: ${step.pattern} (#${String(step.from)})`;

      // The first attempt's store refuses this write from now on; the retry starts a moment later.
      const [attempt, retry] = await pool.run([
        { calls: [orderCall(first)], concurrency: 1, failWriting: step },
        { calls: [orderCall(first)], concurrency: 1, startAfterMs: 20 * (index % 4) },
      ]);
      const retryId = placedId(retry?.[0]);
      const attemptId = placedId(attempt?.[0]);
      if (retryId && attemptId) expect(retryId, context).toBe(attemptId);

      // Another shopper then wants the same last packs and the slot's last place.
      const other = await call(ordersHandler, '/api/orders', {
        json: second,
        ip: newClientIp(),
      });
      expect([201, 409, 503], context).toContain(other.status);
      const live = await expectOneSale(keys, before, false);
      if (retryId)
        expect(
          live.map((order) => order.id),
          context,
        ).toEqual([retryId]);

      // The maintenance job, past the grace period, then past the time abandoned ones are kept.
      for (const run of [1, 2]) {
        clock += run * PLACEMENT_GRACE_MS + 60_000;
        await recoverPlacements(new Date(clock), SITE_ORIGIN);
      }
      const settled = await expectOneSale(keys, before, true);
      expect(
        settled.map((order) => order.id),
        context,
      ).toEqual(live.map((order) => order.id));
      await cancelAll(settled);
    }
  }, 120_000);
});

describe('an instance that dies after the emails, before it closes the placement', () => {
  it('has each email sent once, by the checkout, after recovery finishes the placement', async () => {
    await lastPacksAndPlace();
    const body = orderBody(shopper('Mere'));
    await callUntilCrash(orderCall(body), /^placements\//, 'DELETE');
    const [order] = await ordersOf([body.idempotencyKey]);
    if (!order) throw new Error('The order was not written');
    expect(await emailsAbout(order)).toEqual({ toShopper: 1, toShop: 1 });

    const report = await recoverPlacements(
      new Date(Date.now() + PLACEMENT_GRACE_MS + 60_000),
      SITE_ORIGIN,
    );
    expect(report.finished).toEqual([order.id]);
    expect(await emailsAbout(order)).toEqual({ toShopper: 1, toShop: 1 });
    await cancelAll([order]);
  });

  it('sends only the email the dead instance had not sent yet', async () => {
    await lastPacksAndPlace();
    const body = orderBody(shopper('Hemi'));
    // The confirmation went; the instance dies as it is about to keep the shop's notice.
    let outboxWrites = 0;
    blobs.setFaults({
      rate: 0,
      pick: ({ method, key }) => {
        if (method === 'PUT' && key.startsWith('outbox/')) outboxWrites += 1;
        return null;
      },
    });
    await callUntilCrash(orderCall(body), /^order-email-claims\/[0-9a-f-]{36}\/new_order_notice$/);
    blobs.setFaults(null);
    const [order] = await ordersOf([body.idempotencyKey]);
    if (!order) throw new Error('The order was not written');
    expect(outboxWrites).toBe(1);
    expect(await emailsAbout(order)).toEqual({ toShopper: 1, toShop: 0 });

    await recoverPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 60_000), SITE_ORIGIN);
    expect(await emailsAbout(order)).toEqual({ toShopper: 1, toShop: 1 });
    await cancelAll([order]);
  });
});
