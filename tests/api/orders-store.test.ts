import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderActor } from '../../src/lib/orders/status.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import {
  claimOrderKey,
  createOrderRecord,
  getOrder,
  getOrderForShopper,
  listOrders,
  nextOrderNumber,
} from '../../src/server/orders/orders.ts';
import { promoCodes } from '../../src/server/orders/promos.ts';
import { changeOrderStatus, type SlotBooking } from '../../src/server/orders/status-change.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { placeTestOrder } from '../fixtures/orders.ts';

runOnLocalBlobs();

const STAFF: OrderActor = { kind: 'staff', id: 'staff-1', name: 'packer' };

beforeAll(async () => {
  await seedShop();
});

async function onHand(productId: string): Promise<number | undefined> {
  return (await stockLevels.get(productId))?.onHand;
}

describe('order identity and the idempotency index', () => {
  it('ties a key to the first order id offered, however many requests race', async () => {
    const key = randomUUID();
    const offered = Array.from({ length: 10 }, () => randomUUID());
    const results = await Promise.all(offered.map((orderId) => claimOrderKey(key, orderId)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const winner = results.find((result) => result.created)?.orderId;
    expect(new Set(results.map((result) => result.orderId))).toEqual(new Set([winner]));
  });

  it('hands out unique, rising order numbers to simultaneous orders', async () => {
    const numbers = await Promise.all(Array.from({ length: 30 }, () => nextOrderNumber()));
    expect(new Set(numbers).size).toBe(30);
    for (const number of numbers) expect(number).toMatch(/^CK-1\d{4}$/);
  });

  it('writes an order once and shows it only with its access token', async () => {
    const order = await placeTestOrder();
    expect(await createOrderRecord({ ...order, notes: 'a second write' })).toMatchObject({
      created: false,
      order: { notes: '' },
    });
    expect(await getOrder(order.id)).toEqual(order);
    expect(await getOrder('not-a-uuid')).toBeNull();
    expect(await getOrderForShopper(order.id, order.accessToken)).toEqual(order);
    // One character changed (to whichever of x or y the token does not end with).
    const wrong = `${order.accessToken.slice(0, -1)}${order.accessToken.endsWith('x') ? 'y' : 'x'}`;
    expect(await getOrderForShopper(order.id, wrong)).toBeNull();
    expect(await getOrderForShopper(order.id, '')).toBeNull();
  });
});

describe('listOrders', () => {
  it("reads one day's orders, filtered by status, newest first", async () => {
    const first = await placeTestOrder({ date: '2027-01-05' });
    const second = await placeTestOrder({ date: '2027-01-05', method: 'pickup' });
    await placeTestOrder({ date: '2027-01-06' });
    await changeOrderStatus(first.id, 'paid', STAFF);
    const onDay = await listOrders({ date: '2027-01-05' });
    expect(onDay.map((order) => order.id)).toEqual([second.id, first.id]);
    const paidOnDay = await listOrders({ date: '2027-01-05', status: 'paid' });
    expect(paidOnDay.map((order) => order.id)).toEqual([first.id]);
  });
});

describe('changeOrderStatus', () => {
  it('records paid with its time, then refuses an illegal move with 409 and its message', async () => {
    const order = await placeTestOrder();
    const now = new Date('2026-12-02T03:00:00Z');
    const { order: paid } = await changeOrderStatus(order.id, 'paid', STAFF, {
      now,
      note: 'Transfer seen',
    });
    expect(paid.payment.paidAt).toBe('2026-12-02T03:00:00.000Z');
    expect(paid.history.at(-1)).toEqual({
      from: 'awaiting_payment',
      to: 'paid',
      at: '2026-12-02T03:00:00.000Z',
      actor: STAFF,
      note: 'Transfer seen',
    });
    await expect(changeOrderStatus(order.id, 'delivered', STAFF)).rejects.toMatchObject({
      status: 409,
      message: 'An order cannot go from paid to delivered.',
    });
    await expect(changeOrderStatus(randomUUID(), 'paid', STAFF)).rejects.toMatchObject({
      status: 404,
    });
    const audit = (await auditLog.list()).find((entry) => entry.target === `orders/${order.id}`);
    expect(audit).toMatchObject({
      action: 'order.status',
      actor: { id: 'staff-1', username: 'packer' },
      before: { status: 'awaiting_payment' },
      after: { status: 'paid', note: 'Transfer seen' },
    });
  });

  it('refuses with 409 a move that must start from another status (onlyFrom)', async () => {
    const order = await placeTestOrder();
    await changeOrderStatus(order.id, 'paid', STAFF);
    const stock = await onHand('beef-bolognese');
    await expect(
      changeOrderStatus(order.id, 'cancelled', STAFF, { onlyFrom: 'awaiting_payment' }),
    ).rejects.toMatchObject({ status: 409, message: 'The order is no longer awaiting payment.' });
    expect((await getOrder(order.id))?.status).toBe('paid');
    expect(await onHand('beef-bolognese')).toBe(stock);
  });

  it('gives stock, slot and a limited promo use back on cancelling, once however often asked', async () => {
    await setStockLevel('butter-chicken', 10);
    await promoCodes.createOnce('TWOONLY', {
      code: 'TWOONLY',
      kind: 'fixed',
      value: 500,
      minimumSubtotalCents: 0,
      maxUses: 2,
      onePerCustomer: false,
      active: true,
      redeemedOrderIds: [],
    });
    const order = await placeTestOrder({
      items: [{ productId: 'butter-chicken', quantity: 4 }],
      promoCode: 'twoonly',
    });
    expect(order.totals.discountCents).toBe(500);
    expect(await onHand('butter-chicken')).toBe(6);
    expect((await promoCodes.get('TWOONLY'))?.redeemedOrderIds).toEqual([order.id]);
    const released: SlotBooking[] = [];
    const releaseSlot = (booking: SlotBooking) => {
      released.push(booking);
      return Promise.resolve();
    };
    const results = await Promise.all([
      changeOrderStatus(order.id, 'cancelled', STAFF, { releaseSlot }),
      changeOrderStatus(order.id, 'cancelled', STAFF, { releaseSlot }),
    ]);
    expect(results.map((result) => result.changed).sort()).toEqual([false, true]);
    expect(await onHand('butter-chicken')).toBe(10);
    expect((await promoCodes.get('TWOONLY'))?.redeemedOrderIds).toEqual([]);
    expect(released[0]).toEqual({
      date: '2026-12-03',
      slotId: 'tauranga-thu-pm',
      orderId: order.id,
    });
    // Asking again finishes the give-back of that move (here: nothing left to give).
    expect(await changeOrderStatus(order.id, 'cancelled', STAFF)).toMatchObject({ changed: false });
    expect(await onHand('butter-chicken')).toBe(10);
    expect((await getOrder(order.id))?.history.map((change) => change.to)).toEqual([
      'awaiting_payment',
      'cancelled',
    ]);
  });

  it('settles stock when the goods leave; refunding afterwards gives nothing back', async () => {
    await setStockLevel('thai-green-curry', 5);
    const order = await placeTestOrder({ items: [{ productId: 'thai-green-curry', quantity: 2 }] });
    for (const status of ['paid', 'packed', 'out_for_delivery', 'delivered'] as const) {
      await changeOrderStatus(order.id, status, STAFF);
    }
    expect(await stockLevels.get('thai-green-curry')).not.toHaveProperty('holds');
    expect((await stockLevels.get('thai-green-curry'))?.onHand).toBe(3);
    await changeOrderStatus(order.id, 'refunded', STAFF);
    expect(await stockLevels.get('thai-green-curry')).not.toHaveProperty('holds');
    expect((await stockLevels.get('thai-green-curry'))?.onHand).toBe(3);
  });

  it('gives stock back when a packed pickup order is refunded before collection', async () => {
    await setStockLevel('mushroom-stroganoff', 5);
    const order = await placeTestOrder({
      method: 'pickup',
      items: [{ productId: 'mushroom-stroganoff', quantity: 5 }],
    });
    expect(await onHand('mushroom-stroganoff')).toBe(0);
    await changeOrderStatus(order.id, 'paid', STAFF);
    await changeOrderStatus(order.id, 'packed', STAFF);
    await expect(changeOrderStatus(order.id, 'out_for_delivery', STAFF)).rejects.toMatchObject({
      status: 409,
    });
    await changeOrderStatus(order.id, 'refunded', STAFF);
    expect(await stockLevels.get('mushroom-stroganoff')).not.toHaveProperty('holds');
    expect((await stockLevels.get('mushroom-stroganoff'))?.onHand).toBe(5);
  });
});
