import { beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { products, setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { reserveSlot } from '../../src/server/delivery/reservations.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { saveShopSettings, readShopSettings } from '../../src/server/settings.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';

runOnLocalBlobs();

/** The open slots of an area now, soonest first. */
async function openSlots(query: { postcode: string }): Promise<OpenSlot[]> {
  const options = await deliveryOptions(query);
  return options.days.flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, slotId: slot.slotId })),
  );
}

let papamoaSlots: OpenSlot[] = [];

function slotAt(index: number): OpenSlot {
  const slot = papamoaSlots[index];
  if (!slot) throw new Error(`No open Papamoa slot number ${String(index)}`);
  return slot;
}

beforeAll(async () => {
  await seedShop();
  papamoaSlots = await openSlots({ postcode: '3118' });
  expect(papamoaSlots.length).toBeGreaterThan(3);
});

function orderFor(
  slot: OpenSlot,
  overrides: Record<string, unknown> = {},
  items: unknown[] = [{ productId: 'beef-bolognese', quantity: 3 }],
) {
  return papamoaOrderRequest(slot, { items, ...overrides });
}

const place = (body: unknown, headers?: Record<string, string>) =>
  call(ordersHandler, '/api/orders', { json: body, ...(headers ? { headers } : {}) });

async function onHand(productId: string): Promise<number> {
  return (await stockLevels.get(productId))?.onHand ?? 0;
}

async function booked(slot: OpenSlot): Promise<number> {
  return (await slotBookings.get(bookingIdOf(slot.date, slot.slotId)))?.booked ?? 0;
}

describe('POST /api/orders', () => {
  it('places an order priced from the catalog, whatever prices the browser sends', async () => {
    const slot = slotAt(0);
    const before = await onHand('beef-bolognese');
    const price = (await products.get('beef-bolognese'))?.priceCents ?? 0;
    const body = orderFor(slot, { totals: { totalCents: 1 } }, [
      { productId: 'beef-bolognese', quantity: 3, priceCents: 1, price: 1 },
    ]);
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    const placed = answer as {
      id: string;
      number: string;
      accessToken: string;
      totals: { totalCents: number; gstCents: number; deliveryFeeCents: number };
      confirmationUrl: string;
    };
    expect(placed.number).toMatch(/^CK-\d{5,}$/);
    expect(placed.totals.totalCents).toBe(price * 3);
    expect(placed.totals.deliveryFeeCents).toBe(0);
    expect(placed.totals.gstCents).toBe(Math.round((price * 3 * 3) / 23));
    expect(placed.confirmationUrl).toBe(
      `/order-confirmation?order=${placed.id}&token=${placed.accessToken}`,
    );
    const order = await getOrder(placed.id);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: { reference: placed.number },
    });
    expect(await onHand('beef-bolognese')).toBe(before - 3);
    const mail = (await outbox.list()).filter((message) => message.subject.includes(placed.number));
    expect(mail.map((message) => message.to)).toEqual(
      expect.arrayContaining([['aroha@example.co.nz']]),
    );
    expect(mail).toHaveLength(2);
  });

  it('answers a repeated idempotency key with the first order, never a second one', async () => {
    const body = orderFor(slotAt(1));
    const first = await place(body);
    const before = await onHand('beef-bolognese');
    const again = await place(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    expect(await onHand('beef-bolognese')).toBe(before);
  });

  it('refuses a repeated idempotency key sent with another order, without the first order', async () => {
    const body = orderFor(slotAt(1));
    const first = await place(body);
    expect(first.status).toBe(201);
    const before = await onHand('beef-bolognese');
    const changed = await place({ ...body, items: [{ productId: 'beef-bolognese', quantity: 4 }] });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      message: 'There was a conflict with the current state of the resource.',
      reason: 'idempotency_key_reused',
      detail:
        'This checkout sent an order a moment ago with other details. If a confirmation email came, that order stands; if not, press Place order again.',
    });
    expect(await onHand('beef-bolognese')).toBe(before);
  });

  it('refuses a name that would add lines to the emails, beside the field', async () => {
    const body = orderFor(slotAt(0), {
      customer: {
        name: '<script>x</script>\r\nBcc: victim@evil.example',
        email: 'aroha@example.co.nz',
        phone: '021 123 4567',
      },
    });
    const { status, body: answer } = await place(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      errors: {
        'customer.name':
          'Use one line of plain text, without line breaks or hidden control characters',
      },
    });
  });

  it('answers 400 with a message for each invalid field, and 403 cross-site', async () => {
    const { status, body } = await place({
      ...orderFor(slotAt(0)),
      customer: { name: 'A', email: 'nope', phone: '12' },
      termsAccepted: false,
    });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors).toMatchObject({
      'customer.name': 'Name must be at least 2 characters',
      'customer.email': 'Please enter a valid email address',
      termsAccepted: 'Please accept the terms and conditions',
    });
    const crossSite = await place(orderFor(slotAt(0)), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses an address outside every zone, and an order under the minimum, with 422', async () => {
    const outside = orderFor(slotAt(0));
    outside.fulfilment.address.postcode = '9999';
    outside.fulfilment.address.suburb = 'Te Araroa';
    const far = await place(outside);
    expect(far.status).toBe(422);
    expect(far.body).toMatchObject({
      message: 'The submitted data was not accepted.',
      reason: 'outside_zone',
      detail: "We don't deliver to 9999 yet. You can pick up from our kitchen.",
    });
    const small = await place(
      orderFor(slotAt(0), {}, [{ productId: 'beef-bolognese', quantity: 1 }]),
    );
    expect(small.status).toBe(422);
    expect(small.body).toMatchObject({ reason: 'below_minimum' });
  });

  it('says by how much a promo pushes a delivery under the minimum, and what to do', async () => {
    // WELCOME10 on $31.80 leaves $28.62 of food: $1.38 under Papamoa's $30.00.
    const items = [
      { productId: 'super-veg-sauce', quantity: 1 },
      { productId: 'beef-bolognese', quantity: 1 },
    ];
    const { status, body } = await place(orderFor(slotAt(0), { promoCode: 'WELCOME10' }, items));
    expect(status).toBe(422);
    expect(body).toMatchObject({
      reason: 'below_minimum',
      minimumOrderCents: 3000,
      shortByCents: 138,
      detail:
        'Delivery to Papamoa needs at least $30.00 of food after discounts; your order has $28.62. Add $1.38 more, choose pickup, or remove the code.',
    });
  });

  it('refuses a promo code it does not know, beside the field', async () => {
    const { status, body } = await place(orderFor(slotAt(0), { promoCode: 'NOPE99' }));
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors.promoCode).toBe(
      'That promo code is not valid',
    );
  });

  it('says which meals are short and takes nothing, not even the slot place', async () => {
    const slot = slotAt(2);
    await setStockLevel('thai-green-curry', 1);
    const placesBefore = await booked(slot);
    const veg = await onHand('super-veg-sauce');
    const { status, body } = await place(
      orderFor(slot, {}, [
        { productId: 'super-veg-sauce', quantity: 2 },
        { productId: 'thai-green-curry', quantity: 3 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: 'There was a conflict with the current state of the resource.',
      reason: 'out_of_stock',
      items: [
        { productId: 'thai-green-curry', name: 'Thai Green Curry', requested: 3, available: 1 },
      ],
    });
    expect(await onHand('super-veg-sauce')).toBe(veg);
    expect(await onHand('thai-green-curry')).toBe(1);
    expect(await booked(slot)).toBe(placesBefore);
  });

  it('refuses a full slot with 409 and takes no stock', async () => {
    const slot = slotAt(3);
    for (let taken = await booked(slot); taken < 20; taken += 1) {
      const held = await reserveSlot({
        ...slot,
        zoneId: 'papamoa',
        orderId: `filler-${String(taken)}`,
      });
      expect(held.ok).toBe(true);
    }
    const before = await onHand('beef-bolognese');
    const { status, body } = await place(orderFor(slot));
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'slot_unavailable', problem: 'full' });
    expect((body as { errors: Record<string, string> }).errors['fulfilment.slotId']).toMatch(
      /full/i,
    );
    expect(await onHand('beef-bolognese')).toBe(before);
  });

  it('refuses orders while the store is paused', async () => {
    const settings = await readShopSettings();
    const actor = { id: '00000000-0000-4000-8000-000000000001', username: 'owner' };
    await saveShopSettings(actor, {
      ...settings,
      storeOpen: false,
      pausedMessage: 'Back on Monday.',
    });
    try {
      const { status, body } = await place(orderFor(slotAt(0)));
      expect(status).toBe(422);
      expect(body).toMatchObject({ reason: 'store_paused', detail: 'Back on Monday.' });
    } finally {
      await saveShopSettings(actor, { ...settings, storeOpen: true });
    }
  });
});

describe('POST /api/orders under concurrency (real local Blobs server)', () => {
  // In one process: the burst of a hundred buyers across eight processes, as Netlify runs them,
  // is tests/api/multi-instance.test.ts. A hundred here kept one event loop busy enough for some
  // to pass the 20 s write deadline on a loaded two-core machine (500), so this one is smaller.
  it('40 simultaneous orders for 10 packs give exactly 10 orders and stock 0', async () => {
    await setStockLevel('lamb-rogan-josh', 10);
    await setStockLevel('beef-bolognese', 1000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        place(
          orderFor(slotAt(index % 3), {}, [
            { productId: 'lamb-rogan-josh', quantity: 1 },
            { productId: 'beef-bolognese', quantity: 2 },
          ]),
        ),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(created).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(await onHand('lamb-rogan-josh')).toBe(0);
    for (const answer of created) {
      expect(await getOrder((answer.body as { id: string }).id)).not.toBeNull();
    }
  });

  it('30 simultaneous orders for the last 5 places in a slot give exactly 5 orders', async () => {
    const slot = slotAt(4);
    for (let taken = await booked(slot); taken < 15; taken += 1) {
      await reserveSlot({ ...slot, zoneId: 'papamoa', orderId: `early-${String(taken)}` });
    }
    await setStockLevel('pumpkin-kumara-sauce', 500);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        place(orderFor(slot, {}, [{ productId: 'pumpkin-kumara-sauce', quantity: 3 }])),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(await booked(slot)).toBe(20);
    expect(await onHand('pumpkin-kumara-sauce')).toBe(500 - 5 * 3);
  });
});
