// Moving an order to another date and slot, or between delivery and pickup (issue 24 item 1):
// the new place is taken and the old one given back in the booking documents, the order's lists,
// timeline and audit log follow, the shopper is emailed the new time once, and every refusal
// (bad request, no session, another site, an order that moved or cannot move) changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersFunction from '../../netlify/functions/orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { RescheduleOptions } from '../../src/lib/orders/reschedule.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import {
  bookingIdOf,
  deliverySlots,
  deliveryZones,
  slotBookings,
} from '../../src/server/delivery/store.ts';
import { prepListFor, runSheetFor } from '../../src/server/orders/dispatch.ts';
import { getOrder, listOrders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, newClientIp } from '../fixtures/http.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
let papamoa: OpenSlot[] = [];
let pickup: OpenSlot[] = [];
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
  const options = await deliveryOptions({ postcode: '3118' });
  papamoa = options.days.flatMap((day) =>
    day.slots.map((s) => ({ date: day.date, slotId: s.slotId })),
  );
  pickup = (options.pickup?.days ?? []).flatMap((day) =>
    day.slots.map((s) => ({ date: day.date, slotId: s.slotId })),
  );
  if (papamoa.length < 3 || pickup.length < 1) throw new Error('Too few open slots');
});

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const at = (index: number): OpenSlot => {
  const slot = papamoa[index];
  if (!slot) throw new Error(`No open slot ${String(index)}`);
  return slot;
};

async function stored(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`No order ${id}`);
  return order;
}

/** An order placed through the checkout into `slot` (so it really holds its place). */
async function placeIn(slot: OpenSlot): Promise<Order> {
  const email = `move-${randomUUID().slice(0, 8)}@example.co.nz`;
  const customer = { name: 'Moana Reti', email, phone: '021 555 0199' };
  const { status, body } = await call(ordersFunction, '/api/orders', {
    json: papamoaOrderRequest(slot, { customer }),
    ip: newClientIp(),
  });
  expect(status).toBe(201);
  return stored((body as { id: string }).id);
}

const holders = async (slot: OpenSlot) =>
  (await slotBookings.get(bookingIdOf(slot.date, slot.slotId)))?.orderIds ?? [];

const reschedule = (id: string, json: unknown, headers: Record<string, string> = team.staff) =>
  call(adminOrders, `/api/admin/orders/${id}/reschedule`, { json, headers, params: { id } });

const optionsOf = async (id: string) => {
  const { status, body } = await call(adminOrders, `/api/admin/orders/${id}/reschedule-options`, {
    headers: team.staff,
    params: { id },
  });
  expect(status).toBe(200);
  return body as RescheduleOptions;
};

const setStatus = (id: string, status: string) =>
  call(adminOrders, `/api/admin/orders/${id}/status`, {
    json: status === 'paid' ? { status, receivedOn: nzDateOf(new Date()) } : { status },
    headers: team.staff,
    params: { id },
  });

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

describe('rescheduling an order', () => {
  it('moves it to another slot: places, lists, timeline, audit log and one email follow', async () => {
    const [from, to] = [at(0), at(1)];
    const order = await placeIn(from);
    const options = await optionsOf(order.id);
    expect(options.refusal).toBeNull();
    expect(options.packs).toBe(3);
    const offered = options.delivery?.days.flatMap((day) =>
      day.slots.map((slot) => `${day.date}/${slot.slotId}`),
    );
    expect(offered).toContain(`${to.date}/${to.slotId}`);
    expect(offered).not.toContain(`${from.date}/${from.slotId}`);

    const request = { method: 'delivery', ...to, expected: from };
    const { status, body } = await reschedule(order.id, request);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: order.id, fulfilment: { method: 'delivery', ...to } });
    expect(body).not.toHaveProperty('accessToken');
    expect(await holders(from)).not.toContain(order.id);
    expect(await holders(to)).toContain(order.id);
    const booking = await slotBookings.get(bookingIdOf(to.date, to.slotId));
    expect(booking?.packs?.[order.id]).toBe(3);

    const saved = await stored(order.id);
    expect(saved.moves).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ kind: 'staff', name: 'packer' }) as unknown,
        from: expect.objectContaining({ date: from.date, slotId: from.slotId }) as unknown,
        to: expect.objectContaining({ date: to.date, slotId: to.slotId }) as unknown,
      }),
    ]);
    expect((await listOrders({ date: to.date })).map((o) => o.id)).toContain(order.id);
    if (from.date !== to.date) {
      expect((await listOrders({ date: from.date })).map((o) => o.id)).not.toContain(order.id);
      const oldRun = await runSheetFor(from.date, undefined);
      expect(JSON.stringify(oldRun)).not.toContain(order.number);
      const oldPrep = await prepListFor(from.date);
      expect(JSON.stringify(oldPrep)).not.toContain(order.id);
    }
    expect(JSON.stringify(await runSheetFor(to.date, undefined))).toContain(order.number);
    const audit = await auditLog.list();
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.reschedule', target: `orders/${order.id}` }),
    );
    expect(
      mailsTo(order.customer.email).filter((m) =>
        m.message.subject?.startsWith('New delivery time'),
      ),
    ).toHaveLength(1);
    expect(saved.emails.filter((email) => email.kind === 'rescheduled')).toHaveLength(1);

    // The same request again (a retry) changes nothing and sends nothing more.
    const again = await reschedule(order.id, request);
    expect(again.status).toBe(200);
    expect((await stored(order.id)).moves).toHaveLength(1);
    expect(
      mailsTo(order.customer.email).filter((m) =>
        m.message.subject?.startsWith('New delivery time'),
      ),
    ).toHaveLength(1);
  });

  it('moves a paid delivery to pickup: no delivery fee, the amount over-paid shown, and back', async () => {
    await deliveryZones.update('papamoa', (zone) => {
      if (!zone) throw new Error('No Papamoa zone');
      return { ...zone, feeCents: 800, freeDeliveryThresholdCents: null };
    });
    const order = await placeIn(at(0));
    expect(order.totals.deliveryFeeCents).toBeGreaterThan(0);
    expect((await setStatus(order.id, 'paid')).status).toBe(200);
    const options = await optionsOf(order.id);
    const fee = order.totals.deliveryFeeCents;
    expect(options.pickup?.money).toMatchObject({
      totals: { deliveryFeeCents: 0, totalCents: order.totals.totalCents - fee },
      dueCents: 0,
      overpaidCents: fee,
    });
    const target = pickup[0] ?? at(0);
    const moved = await reschedule(order.id, { method: 'pickup', ...target });
    expect(moved.status).toBe(200);
    const saved = await stored(order.id);
    expect(saved.fulfilment.method).toBe('pickup');
    expect(saved.totals.totalCents).toBe(order.totals.totalCents - fee);
    expect(await holders(target)).toContain(order.id);
    expect(await holders(at(0))).not.toContain(order.id);
    // Back to delivery at the address it had: the fee again, nothing due or over-paid.
    const back = await optionsOf(order.id);
    expect(back.delivery?.money).toMatchObject({ dueCents: 0, overpaidCents: 0 });
    const home = await reschedule(order.id, { method: 'delivery', ...at(2) });
    expect(home.status).toBe(200);
    const after = await stored(order.id);
    expect(after.fulfilment).toMatchObject({ method: 'delivery', address: { postcode: '3118' } });
    expect(after.totals).toEqual(order.totals);
  });

  it('refuses a bad request with 400, no session with 401, another site with 403, no order with 404', async () => {
    const order = await placeIn(at(0));
    const bad = await reschedule(order.id, { method: 'drone', date: 'soon', slotId: '../x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        method: expect.any(String) as unknown,
        date: expect.any(String) as unknown,
        slotId: expect.any(String) as unknown,
      },
    });
    const same = await reschedule(order.id, { method: 'delivery', ...at(0) });
    expect(same.status).toBe(400);
    expect((await reschedule(order.id, { method: 'delivery', ...at(1) }, {})).status).toBe(401);
    expect(
      (
        await reschedule(
          order.id,
          { method: 'delivery', ...at(1) },
          { ...team.staff, ...CROSS_SITE },
        )
      ).status,
    ).toBe(403);
    const none = randomUUID();
    expect((await reschedule(none, { method: 'delivery', ...at(1) })).status).toBe(404);
    expect(await holders(at(1))).not.toContain(order.id);
    expect(await holders(at(0))).toContain(order.id);
  });

  it('refuses with 409 an order that moved meanwhile, a full slot, and a packed order', async () => {
    const order = await placeIn(at(0));
    const stale = await reschedule(order.id, { method: 'delivery', ...at(1), expected: at(2) });
    expect(stale.status).toBe(409);
    expect(await holders(at(1))).not.toContain(order.id);

    // The target's last place is gone: refused, and the order keeps its own place.
    const full = at(2);
    const taken = (await holders(full)).length;
    await deliverySlots.update(full.slotId, (current) => {
      if (!current) throw new Error('No slot');
      return { ...current, capacity: Math.max(taken, 1) };
    });
    if (taken === 0) await placeIn(full);
    const refused = await reschedule(order.id, { method: 'delivery', ...full });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('full') as unknown });
    expect(await holders(full)).not.toContain(order.id);
    await deliverySlots.update(full.slotId, (current) => {
      if (!current) throw new Error('No slot');
      return { ...current, capacity: 20 };
    });

    expect((await setStatus(order.id, 'paid')).status).toBe(200);
    expect((await setStatus(order.id, 'packed')).status).toBe(200);
    const packed = await reschedule(order.id, { method: 'delivery', ...at(1) });
    expect(packed.status).toBe(409);
    expect(packed.body).toMatchObject({
      message: 'The order is packed, so it can no longer be moved.',
    });
    expect((await optionsOf(order.id)).refusal).toBe(
      'The order is packed, so it can no longer be moved.',
    );
    expect(await holders(at(0))).toContain(order.id);
    expect((await stored(order.id)).moves).toEqual([]);
  });

  it('gives the new place back when the order changed between taking it and writing the move', async () => {
    const { orders } = await import('../../src/server/orders/orders.ts');
    const order = await placeIn(at(0));
    const realUpdate = orders.update.bind(orders);
    vi.spyOn(orders, 'update').mockImplementationOnce(async (id, change) => {
      // Another staff member packs the order just before this move writes it.
      await realUpdate(id, (current) => {
        if (!current) throw new Error('No order');
        return { ...current, status: 'packed' };
      });
      return realUpdate(id, change);
    });
    const { status } = await reschedule(order.id, { method: 'delivery', ...at(1) });
    expect(status).toBe(409);
    expect(await holders(at(1))).not.toContain(order.id);
    expect(await holders(at(0))).toContain(order.id);
  });

  it('refuses a move worked out for packs an edit changed meanwhile, and gives the place back', async () => {
    const { orders } = await import('../../src/server/orders/orders.ts');
    const order = await placeIn(at(0));
    const realUpdate = orders.update.bind(orders);
    vi.spyOn(orders, 'update').mockImplementationOnce(async (id, change) => {
      // Staff edit the order (one more pack, a dearer total) just before this move writes it.
      await realUpdate(id, (current) => {
        if (!current) throw new Error('No order');
        const [line, ...rest] = current.lines;
        if (!line) throw new Error('No line');
        const more = { ...line, quantity: line.quantity + 1 };
        const totals = { ...current.totals, totalCents: current.totals.totalCents + 1690 };
        return { ...current, lines: [more, ...rest], totals };
      });
      return realUpdate(id, change);
    });
    const { status } = await reschedule(order.id, { method: 'delivery', ...at(1) });
    expect(status).toBe(409);
    expect(await holders(at(1))).not.toContain(order.id);
    expect((await stored(order.id)).moves).toEqual([]);
  });
});

describe('moving a closed day’s orders to another date', () => {
  const bulk = (json: unknown, headers: Record<string, string> = team.staff) =>
    call(adminOrders, '/api/admin/orders/bulk-reschedule', { json, headers });

  it('moves each order into the same slot of the new date, or lists why not', async () => {
    const from = at(0);
    const target = papamoa.find((slot) => slot.date !== from.date) ?? at(1);
    const [first, second, packed] = await Promise.all([
      placeIn(from),
      placeIn(from),
      placeIn(from),
    ]);
    await setStatus(packed.id, 'paid');
    await setStatus(packed.id, 'packed');
    const { status, body } = await bulk({
      orderIds: [first.id, second.id, packed.id],
      date: target.date,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      moved: expect.arrayContaining([
        expect.objectContaining({ id: first.id, number: first.number }),
        expect.objectContaining({ id: second.id, number: second.number }),
      ]) as unknown,
      refused: [
        {
          id: packed.id,
          number: packed.number,
          message: 'The order is packed, so it can no longer be moved.',
        },
      ],
    });
    for (const order of [first, second]) {
      expect((await stored(order.id)).fulfilment.date).toBe(target.date);
      expect(await holders(from)).not.toContain(order.id);
    }
    expect(await holders(from)).toContain(packed.id);
  });

  it('refuses a bad request with 400, no session with 401, another site with 403', async () => {
    expect((await bulk({ orderIds: [], date: 'tomorrow' })).status).toBe(400);
    const json = { orderIds: [randomUUID()], date: at(1).date };
    expect((await bulk(json, {})).status).toBe(401);
    expect((await bulk(json, { ...team.staff, ...CROSS_SITE })).status).toBe(403);
    expect((await bulk(json)).body).toEqual({
      moved: [],
      refused: [{ id: json.orderIds[0], number: null, message: 'There is no such order.' }],
    });
  });
});
