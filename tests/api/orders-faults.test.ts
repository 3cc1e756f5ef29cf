// POST /api/orders when one of its writes meets a store fault: a write the store made but
// answered badly still makes exactly one order; a store that stays down gets the shopper a 503
// that says what to do, and whatever the order took is given back, at once or by recovery.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { ORDER_LIST_PREFIX } from '../../src/lib/orders/order-list.ts';
import type { BlobsCall, BlobsFault } from '../../src/server/blobs/local-blobs-faults.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { ORDER_NOT_CONFIRMED_DETAIL } from '../../src/server/orders/place-order.ts';
import { placements } from '../../src/server/orders/placements.ts';
import { recoverPlacements } from '../../src/server/orders/recovery.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';

const blobs = runOnLocalBlobs({ faults: null });

let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  const day = (await deliveryOptions({ postcode: '3118' })).days[0];
  const first = day?.slots[0];
  if (!day || !first) throw new Error('No open Papamoa slot');
  slot = { date: day.date, slotId: first.slotId };
});

afterEach(() => {
  blobs.setFaults(null);
});

/** The client (@netlify/blobs 11.1.1) makes a call up to six times before it gives up. */
const CLIENT_TRIES = 6;

/** Faults the first `times` writes of keys starting with `prefix`. */
function faultWrites(prefix: string, fault: BlobsFault, times: number): void {
  let left = times;
  blobs.setFaults({
    rate: 0,
    pick: (seen: BlobsCall) => {
      if (seen.method !== 'PUT' || !seen.key.startsWith(prefix) || left <= 0) return null;
      left -= 1;
      return fault;
    },
  });
}

const place = (meal: string) =>
  call(ordersHandler, '/api/orders', {
    json: papamoaOrderRequest(slot, { items: [{ productId: meal, quantity: 3 }] }),
  });

const onHand = async (meal: string) => (await stockLevels.get(meal))?.onHand ?? 0;
const bookedBy = async (orderId: string) =>
  (await slotBookings.get(bookingIdOf(slot.date, slot.slotId)))?.orderIds.includes(orderId);

async function listedKeysOf(orderId: string): Promise<string[]> {
  const { blobs: listed } = await openStore().list({ prefix: `${ORDER_LIST_PREFIX}/` });
  return listed.map((blob) => blob.key).filter((key) => key.includes(orderId));
}

describe('POST /api/orders under store faults', () => {
  it('answers 201 for an order whose record the store wrote but answered 500, and lists it once', async () => {
    await setStockLevel('beef-bolognese', 20);
    faultWrites('orders/', 'fail-after', 1);
    const answer = await place('beef-bolognese');
    expect(answer.status).toBe(201);
    const { id } = answer.body as { id: string };
    expect(await getOrder(id)).not.toBeNull();
    expect(await listedKeysOf(id)).toHaveLength(1);
    expect(await placements.get(id)).toBeNull();
    expect(await onHand('beef-bolognese')).toBe(17);
  });

  it('takes the stock once when the stock write was refused on every try of the client', async () => {
    await setStockLevel('butter-chicken', 20);
    faultWrites('stock/butter-chicken', 'refuse', CLIENT_TRIES);
    const answer = await place('butter-chicken');
    expect(answer.status).toBe(201);
    const { id } = answer.body as { id: string };
    expect(await onHand('butter-chicken')).toBe(17);
    expect((await stockLevels.get('butter-chicken'))?.holds?.[id]).toBe(3);
    expect(await bookedBy(id)).toBe(true);
  });

  it('answers 503 saying what to do when the slot cannot be written, and gives the stock back', async () => {
    await setStockLevel('lamb-rogan-josh', 20);
    faultWrites('slot-bookings/', 'refuse', Infinity);
    const answer = await place('lamb-rogan-josh');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      reason: 'store_unavailable',
      detail: ORDER_NOT_CONFIRMED_DETAIL,
      message: expect.any(String) as string,
    });
    blobs.setFaults(null);
    expect(await onHand('lamb-rogan-josh')).toBe(20);
    // Its placement stays, abandoned, so no retry of its key can take for that order again.
    const left = await placements.list();
    expect(left.map(({ state, givenBackAt }) => ({ state, given: Boolean(givenBackAt) }))).toEqual([
      { state: 'abandoned', given: true },
    ]);
  });

  it('leaves what it could not give back to the maintenance job, which gives it back', async () => {
    await setStockLevel('pumpkin-kumara-sauce', 20);
    // The slot's write fails, and from then on so does every stock write: nothing given back.
    let slotFailed = false;
    blobs.setFaults({
      rate: 0,
      pick: ({ method, key }) => {
        if (method !== 'PUT') return null;
        if (key.startsWith('slot-bookings/')) slotFailed = true;
        return slotFailed && (key.startsWith('slot-bookings/') || key.startsWith('stock/'))
          ? 'refuse'
          : null;
      },
    });
    const answer = await place('pumpkin-kumara-sauce');
    blobs.setFaults(null);
    expect(answer.status).toBe(503);
    expect(await onHand('pumpkin-kumara-sauce')).toBe(17);
    const [orderId] = (await placements.list())
      .filter((placement) => !placement.givenBackAt)
      .map((placement) => placement.orderId);
    expect(orderId).toBeDefined();
    const report = await recoverPlacements(new Date(Date.now() + 16 * 60 * 1000), SITE_ORIGIN);
    expect(report.released).toEqual([orderId]);
    expect(await onHand('pumpkin-kumara-sauce')).toBe(20);
    // Forgotten once no attempt of their order ids can still be at work.
    await recoverPlacements(new Date(Date.now() + 31 * 60 * 1000), SITE_ORIGIN);
    expect(await placements.listIds()).toEqual([]);
  });
});
