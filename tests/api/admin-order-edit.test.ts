// Editing an order before it is packed (POST /api/admin/orders/{id}/edit): stock and the slot's
// packs move by the difference only, an edit that cannot be filled changes nothing, a stale or
// packed order is refused, and the timeline, activity log and balance follow.
import { beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { OrderEditAnswer, OrderEditForm } from '../../src/lib/orders/order-edit.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, deliverySlots, slotBookings } from '../../src/server/delivery/store.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { promoCodes } from '../../src/server/orders/promos.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { checkoutOrderIn, roomyPapamoaSlot } from '../fixtures/checkout-orders.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
let slot: OpenSlot;

beforeAll(async () => {
  slot = await roomyPapamoaSlot(
    { capacity: 50, maxPacks: 40 },
    { 'beef-bolognese': 50, 'butter-chicken': 50 },
  );
});

const ADDRESS = { line1: '12 Pacific Ave', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' };
const CUSTOMER = { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' };

async function placeOrder(quantity = 3): Promise<string> {
  const items = [{ productId: 'beef-bolognese', quantity }];
  return (await checkoutOrderIn(slot, { items, customer: CUSTOMER })).id;
}

async function paidOrder(quantity = 3): Promise<string> {
  const id = await placeOrder(quantity);
  const paid = await call(adminOrders, `/api/admin/orders/${id}/status`, {
    json: { status: 'paid', receivedOn: nzDateOf(new Date()) },
    headers: team.staff,
    params: { id },
  });
  expect(paid.status).toBe(200);
  return id;
}

const editForm = async (id: string, headers = team.staff) =>
  call(adminOrders, `/api/admin/orders/${id}/edit`, { headers, params: { id } });

async function formOf(id: string): Promise<OrderEditForm> {
  const { status, body } = await editForm(id);
  expect(status).toBe(200);
  return body as OrderEditForm;
}

const edit = (id: string, json: unknown, headers = team.staff) =>
  call(adminOrders, `/api/admin/orders/${id}/edit`, { json, headers, params: { id } });

const editBody = (revision: number, items: { productId: string; quantity: number }[]) => ({
  revision,
  items,
  customer: CUSTOMER,
  address: ADDRESS,
});

/** Stock levels, the slot's packs for the order and the stored order: what must not change. */
async function snapshot(id: string) {
  const [bolognese, chicken, booking, order] = await Promise.all([
    stockLevels.get('beef-bolognese'),
    stockLevels.get('butter-chicken'),
    slotBookings.get(bookingIdOf(slot.date, slot.slotId)),
    orders.getRevisioned(id),
  ]);
  return {
    bolognese: bolognese?.onHand,
    chicken: chicken?.onHand,
    held: [bolognese?.holds?.[id], chicken?.holds?.[id]],
    slotPacks: booking?.packs?.[id],
    slotBooked: booking?.booked,
    order,
  };
}

describe('GET /api/admin/orders/{id}/edit', () => {
  it('gives the order, its revision and the meals on sale with their stock', async () => {
    const id = await placeOrder();
    const form = await formOf(id);
    expect(form.order.id).toBe(id);
    expect(form.revision).toBeGreaterThan(0);
    expect(form.meals).toContainEqual(
      expect.objectContaining({ productId: 'butter-chicken', name: 'Butter Chicken' }),
    );
    expect((await editForm(id, {})).status).toBe(401);
  });
});

describe('POST /api/admin/orders/{id}/edit', () => {
  it('takes and gives back stock and slot packs for the difference only, with the timeline', async () => {
    const id = await paidOrder(3);
    const before = await snapshot(id);
    const form = await formOf(id);
    const { status, body } = await edit(id, {
      ...editBody(form.revision, [
        { productId: 'beef-bolognese', quantity: 4 },
        { productId: 'butter-chicken', quantity: 1 },
      ]),
      customer: { ...CUSTOMER, phone: '022 555 1234' },
      address: { ...ADDRESS, line1: '14 Pacific Ave' },
    });
    expect(status).toBe(200);
    const answer = body as OrderEditAnswer;
    const after = await snapshot(id);
    expect(after.bolognese).toBe((before.bolognese ?? 0) - 1);
    expect(after.chicken).toBe((before.chicken ?? 0) - 1);
    expect(after.held).toEqual([4, 1]);
    expect(after.slotPacks).toBe(5);
    expect(after.slotBooked).toBe(before.slotBooked);
    const { order } = answer;
    expect(order.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['beef-bolognese', 4],
      ['butter-chicken', 1],
    ]);
    expect(order.customer.phone).toBe('022 555 1234');
    expect(order.fulfilment).toMatchObject({ address: { line1: '14 Pacific Ave' } });
    expect(order.edits.at(-1)).toMatchObject({
      actor: { kind: 'staff', name: 'packer' },
      changes: expect.arrayContaining([
        '3 × Beef Bolognese → 4',
        'Added 1 × Butter Chicken',
        'Phone changed: 021 123 4567 → 022 555 1234',
      ]) as unknown,
    });
    const oldTotal = before.order?.data.totals.totalCents ?? 0;
    expect(answer.balance).toMatchObject({
      paidCents: oldTotal,
      dueCents: order.totals.totalCents - oldTotal,
      overpaidCents: 0,
    });
    expect(answer.revision).toBe((before.order?.revision ?? 0) + 1);
    const audit = await auditLog.list();
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.update', target: `orders/${id}` }),
    );
  });

  it('gives packs back on a smaller order, and offers the over-payment as a refund', async () => {
    const id = await paidOrder(4);
    const before = await snapshot(id);
    const form = await formOf(id);
    const edited = await edit(
      id,
      editBody(form.revision, [{ productId: 'beef-bolognese', quantity: 2 }]),
    );
    expect(edited.status).toBe(200);
    const answer = edited.body as OrderEditAnswer;
    const after = await snapshot(id);
    expect(after.bolognese).toBe((before.bolognese ?? 0) + 2);
    expect(after.slotPacks).toBe(2);
    expect(answer.order.edits.at(-1)?.changes).toContain('4 × Beef Bolognese → 2');
    const over = answer.balance.overpaidCents;
    expect(over).toBe((before.order?.data.totals.totalCents ?? 0) - answer.order.totals.totalCents);
    const refund = await call(adminOrders, `/api/admin/orders/${id}/refund`, {
      json: { amountCents: over },
      headers: team.admin,
      params: { id },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'paid' });
    expect((await formOf(id)).order.refunds).toHaveLength(1);
  });

  it('refuses an edit beyond stock and changes nothing, giving back what it took', async () => {
    const id = await paidOrder(3);
    await setStockLevel('butter-chicken', 2);
    const form = await formOf(id);
    const before = await snapshot(id);
    // Bolognese (first by id) is taken before Butter Chicken is refused.
    const { status, body } = await edit(
      id,
      editBody(form.revision, [
        { productId: 'beef-bolognese', quantity: 5 },
        { productId: 'butter-chicken', quantity: 3 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      reason: 'out_of_stock',
      message: 'Not enough Butter Chicken in stock: only 2 more are left. Nothing was changed.',
    });
    expect(await snapshot(id)).toEqual(before);
    await setStockLevel('butter-chicken', 50);
  });

  it("refuses an edit beyond the slot's pack limit and changes nothing", async () => {
    const id = await paidOrder(3);
    const form = await formOf(id);
    const booking = await slotBookings.get(bookingIdOf(slot.date, slot.slotId));
    const packsBooked = Object.values(booking?.packs ?? {}).reduce((sum, packs) => sum + packs, 0);
    await deliverySlots.update(slot.slotId, (current) => {
      if (!current) throw new Error('no slot');
      return { ...current, maxPacks: packsBooked + 1 };
    });
    const before = await snapshot(id);
    const { status, body } = await edit(
      id,
      editBody(form.revision, [{ productId: 'beef-bolognese', quantity: 5 }]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'slot_full' });
    expect((body as { message: string }).message).toMatch(/room for only 1 more pack/);
    expect(await snapshot(id)).toEqual(before);
    await deliverySlots.update(slot.slotId, (current) => {
      if (!current) throw new Error('no slot');
      return { ...current, maxPacks: 400 };
    });
  });

  it('refuses a stale revision (409) and gives back nothing it did not take', async () => {
    const id = await paidOrder(3);
    const form = await formOf(id);
    const first = await edit(
      id,
      editBody(form.revision, [{ productId: 'beef-bolognese', quantity: 4 }]),
    );
    expect(first.status).toBe(200);
    const before = await snapshot(id);
    const stale = await edit(
      id,
      editBody(form.revision, [{ productId: 'beef-bolognese', quantity: 6 }]),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ order: { id } });
    expect(await snapshot(id)).toEqual(before);
  });

  it("keeps the order's promo as it stood when placed, recomputing its discount", async () => {
    const placed = await call(ordersHandler, '/api/orders', {
      json: papamoaOrderRequest(slot, { promoCode: 'WELCOME10' }),
    });
    expect(placed.status).toBe(201);
    const { id } = placed.body as { id: string };
    // Switched off since: the order placed with it keeps it.
    await promoCodes.update('WELCOME10', (current) => {
      if (!current) throw new Error('no promo');
      return { ...current, active: false };
    });
    const form = await formOf(id);
    const { status, body } = await edit(
      id,
      editBody(form.revision, [{ productId: 'beef-bolognese', quantity: 4 }]),
    );
    await promoCodes.update('WELCOME10', (current) => {
      if (!current) throw new Error('no promo');
      return { ...current, active: true };
    });
    expect(status).toBe(200);
    const { totals } = (body as OrderEditAnswer).order;
    expect(totals.discountCents).toBe(Math.round(totals.subtotalCents / 10));
    expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents);
    expect(totals.gstCents).toBe(Math.floor((6 * totals.totalCents + 23) / 46));
  });

  it('refuses a packed order', async () => {
    const id = await paidOrder(3);
    const form = await formOf(id);
    const packed = await call(adminOrders, `/api/admin/orders/${id}/status`, {
      json: { status: 'packed' },
      headers: team.staff,
      params: { id },
    });
    expect(packed.status).toBe(200);
    const before = await snapshot(id);
    const { status, body } = await edit(
      id,
      editBody(form.revision + 1, [{ productId: 'beef-bolognese', quantity: 4 }]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: 'This order has been packed, so it can no longer be edited.',
    });
    expect(await snapshot(id)).toEqual(before);
  });

  it('validates with the checkout rules (400), a meal not on sale and an address elsewhere', async () => {
    const id = await placeOrder();
    const { revision } = await formOf(id);
    const bad = await edit(id, {
      revision,
      items: [{ productId: 'beef-bolognese', quantity: 0 }],
      customer: { ...CUSTOMER, email: 'not-an-email' },
      address: { ...ADDRESS, postcode: '31' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        'items.0.quantity': expect.any(String) as unknown,
        'customer.email': 'Please enter a valid email address',
        'address.postcode': 'Postcode must be 4 digits',
      },
    });
    const unknown = await edit(
      id,
      editBody(revision, [{ productId: 'no-such-meal', quantity: 1 }]),
    );
    expect(unknown.status).toBe(400);
    const elsewhere = await edit(id, {
      ...editBody(revision, [{ productId: 'beef-bolognese', quantity: 3 }]),
      address: { ...ADDRESS, postcode: '9016', suburb: 'Dunedin', city: 'Dunedin' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      errors: { 'address.postcode': expect.stringContaining('deliver') as unknown },
    });
  });

  it('needs a session (401) and a same-site request (403)', async () => {
    const id = await placeOrder();
    const { revision } = await formOf(id);
    const body = editBody(revision, [{ productId: 'beef-bolognese', quantity: 4 }]);
    expect((await edit(id, body, {})).status).toBe(401);
    expect((await edit(id, body, { ...team.staff, ...CROSS_SITE })).status).toBe(403);
    expect((await orders.getRevisioned(id))?.revision).toBe(revision);
  });
});
