// The one door for changes to an order (src/server/orders/order-changes.ts), through the staff
// routes against the real local Blobs server: what a change is derived into follows it (search
// words, list rows), its activity entry is logged once however often the request is sent, and
// the emails of the change table go to the shopper once each.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { OrderListPage } from '../../src/lib/admin/areas/orders.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { OrderEditAnswer } from '../../src/lib/orders/order-edit.ts';
import { auditLog } from '../../src/server/audit.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { getOrder, orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { checkoutOrderIn } from '../fixtures/checkout-orders.ts';
import { call } from '../fixtures/http.ts';
import { openPapamoaSlots, type OpenSlot } from '../fixtures/orders.ts';
import { useTestSmtpServer } from '../fixtures/smtp.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const smtp = useTestSmtpServer();
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});
let slots: OpenSlot[] = [];
beforeAll(async () => {
  slots = await openPapamoaSlots();
});

const slotAt = (index: number): OpenSlot => {
  const slot = slots[index];
  if (!slot) throw new Error(`No open slot ${String(index)}`);
  return slot;
};

const NEW_ADDRESS = {
  line1: '7 Kotuku Crescent',
  suburb: 'Papamoa',
  city: 'Tauranga',
  postcode: '3118',
};

const post = (id: string, action: string, json: unknown, headers = team.staff) =>
  call(adminOrders, `/api/admin/orders/${id}/${action}`, { json, headers, params: { id } });

async function search(q: string): Promise<OrderListPage['orders']> {
  const { status, body } = await call(adminOrders, `/api/admin/orders?q=${encodeURIComponent(q)}`, {
    headers: team.staff,
  });
  expect(status).toBe(200);
  return (body as OrderListPage).orders;
}

/** Edits the order's lines to `quantity` packs of Beef Bolognese, and its address if given. */
async function editOrder(order: Order, quantity: number, address = NEW_ADDRESS) {
  const stored = await orders.getRevisioned(order.id);
  return post(order.id, 'edit', {
    revision: stored?.revision,
    items: [{ productId: 'beef-bolognese', quantity }],
    customer: order.customer,
    address,
  });
}

const mailsTo = (to: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(to) && (mail.message.subject ?? '').includes(subject),
  );

const activityOf = async (orderId: string, action: string) =>
  (await auditLog.list()).filter(
    (entry) => entry.target === `orders/${orderId}` && entry.action === action,
  );

async function paidOrder(slot = slotAt(0)): Promise<Order> {
  const order = await checkoutOrderIn(slot);
  const paid = await post(order.id, 'status', {
    status: 'paid',
    receivedOn: nzDateOf(new Date()),
  });
  expect(paid.status).toBe(200);
  return paid.body as Order;
}

describe('an edit through the door', () => {
  it('re-syncs the search words: the new street is found, the old one no more', async () => {
    const order = await checkoutOrderIn(slotAt(0), {
      fulfilment: {
        method: 'delivery',
        address: {
          line1: '3 Pohutukawa Lane',
          suburb: 'Papamoa',
          city: 'Tauranga',
          postcode: '3118',
        },
        ...slotAt(0),
      },
    });
    expect((await search('pohutukawa')).map((row) => row.id)).toContain(order.id);
    const edited = await editOrder(order, 3);
    expect(edited.status).toBe(200);
    expect((await search('kotuku')).map((row) => row.id)).toContain(order.id);
    expect((await search('pohutukawa')).map((row) => row.id)).not.toContain(order.id);
    const saved = await getOrder(order.id);
    expect(saved?.changes.map((change) => change.kind)).toEqual(['edited']);
    expect(await activityOf(order.id, 'order.update')).toHaveLength(1);
  });

  it('emails the shopper of an unpaid order its new amount to pay and the reference, once', async () => {
    const order = await checkoutOrderIn(slotAt(0));
    const edited = await editOrder(order, 5);
    expect(edited.status).toBe(200);
    const saved = await getOrder(order.id);
    const total = saved?.totals.totalCents ?? 0;
    expect(total).toBeGreaterThan(order.totals.totalCents);
    const mails = mailsTo(order.customer.email, 'has changed');
    expect(mails).toHaveLength(1);
    const text = mails[0]?.message.text ?? '';
    const dollars = (total / 100).toFixed(2);
    expect(mails[0]?.message.subject).toContain(`$${dollars} to pay`);
    expect(text).toContain(`is now $${dollars}`);
    expect(text).toContain(`with your order number as the reference`);
    expect(text).toContain(`Reference: ${order.number}`);
    expect(saved?.emails.filter((email) => email.kind === 'amount_due')).toHaveLength(1);
    // The answer is the order as it is now: its timeline lists the email, and its revision is
    // the one staff's next edit names (no 409 for a change of their own).
    const answer = edited.body as OrderEditAnswer;
    expect(answer.order.emails.map((email) => email.kind)).toContain('amount_due');
    const again = await post(order.id, 'edit', {
      revision: answer.revision,
      items: [{ productId: 'beef-bolognese', quantity: 4 }],
      customer: order.customer,
      address: NEW_ADDRESS,
    });
    expect(again.status).toBe(200);
    expect(mailsTo(order.customer.email, 'has changed')).toHaveLength(2);
  });

  it('sends no amount to pay for an edit that keeps the total, nor for a paid order', async () => {
    const unpaid = await checkoutOrderIn(slotAt(0));
    expect((await editOrder(unpaid, 3)).status).toBe(200);
    expect(mailsTo(unpaid.customer.email, 'has changed')).toHaveLength(0);
    const paid = await paidOrder();
    expect((await editOrder(paid, 4)).status).toBe(200);
    expect(mailsTo(paid.customer.email, 'has changed')).toHaveLength(0);
  });
});

describe('a reschedule through the door', () => {
  it('re-syncs the list row and the search row to the new slot, and logs one entry', async () => {
    const [from, to] = [slotAt(0), slotAt(1)];
    const order = await checkoutOrderIn(from);
    const moved = await post(order.id, 'reschedule', { method: 'delivery', ...to });
    expect(moved.status).toBe(200);
    const listed = await call(adminOrders, `/api/admin/orders?date=${to.date}`, {
      headers: team.staff,
    });
    const row = (listed.body as OrderListPage).orders.find((one) => one.id === order.id);
    expect(row).toMatchObject({ date: to.date, slotId: to.slotId });
    const found = (await search(order.customer.email)).find((one) => one.id === order.id);
    expect(found).toMatchObject({ date: to.date, slotId: to.slotId });
    expect(await activityOf(order.id, 'order.reschedule')).toHaveLength(1);
  });
});

describe('a refund through the door', () => {
  it('logs one activity entry and emails one credit note however often it is retried', async () => {
    const order = await paidOrder();
    const refund = { amountCents: 500, reason: 'Lid cracked', idempotencyKey: randomUUID() };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await post(order.id, 'refund', refund, team.admin);
      expect(answer.status).toBe(200);
    }
    const saved = await getOrder(order.id);
    expect(saved?.refunds).toHaveLength(1);
    const creditNote = saved?.refunds[0]?.creditNote?.number ?? '';
    expect(creditNote).toMatch(/^CN-/);
    expect(await activityOf(order.id, 'order.refund')).toHaveLength(1);
    const mails = mailsTo(order.customer.email, `Credit note ${creditNote}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain('Total refunded: $5.00 (includes $0.65 GST)');
    expect(saved?.emails.filter((email) => email.kind === 'credit_note')).toHaveLength(1);
  });

  it('refuses a refund signed out, from another site, without the refunds grant, or of a bad amount', async () => {
    const order = await paidOrder();
    const json = { amountCents: 100, idempotencyKey: randomUUID() };
    expect((await post(order.id, 'refund', json, {})).status).toBe(401);
    const crossSite = { ...team.admin, ...CROSS_SITE };
    expect((await post(order.id, 'refund', json, crossSite)).status).toBe(403);
    expect((await post(order.id, 'refund', json, team.staff)).status).toBe(403);
    expect((await post(order.id, 'refund', { amountCents: -5 }, team.admin)).status).toBe(400);
    const saved = await getOrder(order.id);
    expect(saved?.refunds).toEqual([]);
    expect(saved?.changes.filter((change) => change.kind === 'refunded')).toEqual([]);
  });
});
