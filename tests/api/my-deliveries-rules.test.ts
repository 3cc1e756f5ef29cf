// My deliveries changes meet the checkout's rules: every later delivery is placed through the
// checkout, so meals under the zone's minimum order (or a move to a zone with a higher one)
// would only have every delivery skipped. Refused with the checkout's sentence; nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots, deliveryZones } from '../../src/server/delivery/store.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import {
  checkoutStandingOrder,
  myDeliveriesChange,
  storedStanding,
} from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

const EMAIL = 'mere@example.co.nz';
let standingId = '';

const change = (what: string, json: unknown) => myDeliveriesChange(standingId, EMAIL, what, json);
const stored = () => storedStanding(standingId);

beforeAll(async () => {
  await seedShop();
  standingId = await checkoutStandingOrder({
    name: 'Mere Ngata',
    email: EMAIL,
    phone: '021 123 4567',
  });
});

describe('changing the meals', () => {
  it('refuses meals under the zone’s minimum order (422), naming it, and keeps the meals', async () => {
    const before = await stored();
    const refused = await change('items', {
      items: [{ productId: 'beef-bolognese', quantity: 1 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message:
        'Delivery to Papamoa needs at least $30.00 of food after discounts; your order has $16.90. Add $13.10 more.',
      reason: 'below_minimum',
      minimumOrderCents: 3000,
      shortByCents: 1310,
    });
    expect((await stored()).items).toEqual(before.items);
  });

  it('refuses a meal not on sale beside it (400), and takes meals that meet the minimum', async () => {
    const unknown = await change('items', {
      items: [
        { productId: 'beef-bolognese', quantity: 3 },
        { productId: 'no-such-meal', quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errors: { 'items.1.productId': 'Choose a meal from the shop' },
    });
    const tooMany = await change('items', {
      items: [{ productId: 'beef-bolognese', quantity: 100 }],
    });
    expect(tooMany.status).toBe(400);
    const items = [{ productId: 'beef-bolognese', quantity: 2 }];
    expect((await change('items', { items })).status).toBe(200);
    expect((await stored()).items).toEqual(items);
  });
});

describe('changing the address', () => {
  it('refuses a move to a zone whose minimum the meals are under, and takes it once met', async () => {
    const zone = await deliveryZones.get('mount-maunganui');
    if (!zone) throw new Error('The seed has no Mount Maunganui zone');
    await deliveryZones.update('mount-maunganui', (current) => ({
      ...(current ?? zone),
      minimumOrderCents: 4000,
    }));
    const slot = (await deliverySlots.list()).find(
      (found) => found.active && found.zoneId === 'mount-maunganui',
    );
    if (!slot) throw new Error('The seed has no Mount Maunganui slot');
    const address = {
      line1: '5 Marine Pde',
      line2: '',
      suburb: 'Mount Maunganui',
      city: 'Tauranga',
      postcode: '3116',
    };
    const before = await stored();
    await change('items', { items: [{ productId: 'beef-bolognese', quantity: 2 }] });
    const refused = await change('address', { address, slotId: slot.id });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message:
        'Delivery to Mount Maunganui needs at least $40.00 of food after discounts; your order has $33.80. Add $6.20 more.',
      reason: 'below_minimum',
      minimumOrderCents: 4000,
    });
    expect((await stored()).fulfilment).toEqual(before.fulfilment);

    await change('items', { items: [{ productId: 'beef-bolognese', quantity: 3 }] });
    const moved = await change('address', { address, slotId: slot.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await stored()).fulfilment).toMatchObject({ zoneId: 'mount-maunganui' });
  });
});
