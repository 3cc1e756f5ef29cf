// The Blobs calls an order makes before its answer (the critical path of POST /api/orders), and
// that what it leaves for after the answer (the order record, its stock movements, the lists)
// is all written once the after-answer work is done.
import { beforeAll, expect, it } from 'vitest';
import ordersFunction from '../../netlify/functions/orders.mts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { getOrder, getOrderForShopper, listOrders } from '../../src/server/orders/orders.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { placements } from '../../src/server/orders/placements.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp, SITE_ORIGIN } from '../fixtures/http.ts';
import { isReusedRead } from '../fixtures/order-calls.ts';
import { papamoaOrderRequest, roomyPapamoaSlot, type OpenSlot } from '../fixtures/orders.ts';

runOnLocalBlobs({ faults: null });

/** The budget: calls an order that meets no other writer makes before its answer. */
const MOST_CALLS_BEFORE_ANSWER = 8;

let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  slot = await roomyPapamoaSlot(100);
});

/** Places one order, counting this process's Blobs calls (not reused reads) before and after its answer. */
async function placeCounted(email: string) {
  const realFetch = globalThis.fetch;
  let before = 0;
  let after = 0;
  let answered = false;
  globalThis.fetch = (input, init) => {
    if (isReusedRead(input)) return realFetch(input, init);
    if (answered) after += 1;
    else before += 1;
    return realFetch(input, init);
  };
  try {
    const request = new Request(`${SITE_ORIGIN}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(
        papamoaOrderRequest(slot, {
          customer: { name: 'Mere Ngata', email, phone: '021 555 0199' },
        }),
      ),
    });
    const afterAnswer: Promise<unknown>[] = [];
    const response = await ordersFunction(request, {
      ip: newClientIp(),
      params: {},
      waitUntil: (work) => afterAnswer.push(work),
    });
    const body = (await response.json()) as { id: string; number: string };
    answered = true;
    await Promise.all(afterAnswer);
    return { status: response.status, body, before, after };
  } finally {
    globalThis.fetch = realFetch;
  }
}

it(`places a warm order in at most ${String(MOST_CALLS_BEFORE_ANSWER)} Blobs calls before its answer, and writes the rest after it`, async () => {
  // The first order of an instance reads zones, slots and settings it then reuses, and takes a
  // block of order numbers: it is not the one measured.
  expect((await placeCounted('first@example.co.nz')).status).toBe(201);
  for (let index = 0; index < 4; index += 1) {
    const stockBefore = (await stockLevels.get('beef-bolognese'))?.onHand ?? 0;
    const placed = await placeCounted(`warm-${String(index)}@example.co.nz`);
    expect(placed.status).toBe(201);
    expect(placed.before).toBeLessThanOrEqual(MOST_CALLS_BEFORE_ANSWER);
    expect(placed.after).toBeGreaterThan(0);
    // Nothing the answer did not wait for is missing once the after-answer work is done.
    const order = await getOrder(placed.body.id);
    expect(order?.number).toBe(placed.body.number);
    expect(await placements.get(placed.body.id)).toBeNull();
    const level = await stockLevels.get('beef-bolognese');
    expect(level?.onHand).toBe(stockBefore - 3);
    const movements = await stockMovements.list('beef-bolognese/');
    expect(movements.some((movement) => movement.seq === level?.seq)).toBe(true);
    expect((await listOrders({ date: slot.date })).map(({ id }) => id)).toContain(order?.id);
  }
});

it('shows the shopper a confirmed order whose record the checkout has not written yet', async () => {
  const request = PlaceOrderRequestSchema.parse(
    papamoaOrderRequest(slot, {
      customer: { name: 'Tama Rewi', email: 'tama@example.co.nz', phone: '021 555 0177' },
    }),
  );
  const later: (() => Promise<unknown>)[] = [];
  const { order, created } = await placeOrder(request, new Date(), {
    afterAnswer: (work) => later.push(work),
  });
  expect(created).toBe(true);
  expect(await getOrder(order.id)).toBeNull();
  expect(await getOrderForShopper(order.id, 'not-the-token')).toBeNull();
  expect((await getOrderForShopper(order.id, order.accessToken))?.number).toBe(order.number);
  expect((await getOrder(order.id))?.accessToken).toBe(order.accessToken);
  // The checkout's own write after its answer then finds it written and keeps it.
  for (const work of later) await work();
  expect((await getOrder(order.id))?.number).toBe(order.number);
});
