import { describe, expect, it } from 'vitest';
import marketingHandler from '../../netlify/functions/admin-marketing.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { parseRefill, restockSourceOf } from '../../src/lib/marketing/refill-link.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { sendDueRestockReminders } from '../../src/server/marketing/restock-reminders.ts';
import { optOut } from '../../src/server/newsletters/subscribers/opt-outs.ts';
import { unsubscribeUrlFor } from '../../src/server/newsletters/subscribers/unsubscribe-links.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { saveShopSettings, readSettingsSnapshot } from '../../src/server/settings.ts';
import { subscriberId } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { papamoaOrderRequest, placeTestOrder } from '../fixtures/orders.ts';
import { useTestSmtpServer } from '../fixtures/smtp.ts';
import { CROSS_SITE, signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

const smtp = useTestSmtpServer();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

const setStatus = (order: { id: string }, json: Record<string, unknown>) =>
  call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json,
    headers: team.staff,
    params: { id: order.id },
  });

/** An order (with a reminder asked for, by default) taken through to delivered by staff. */
async function deliveredOrder(email: string, restockReminder = true): Promise<Order> {
  const order = await placeTestOrder({
    restockReminder,
    customer: { name: 'Aroha <b>Tane</b>', email, phone: '021 123 4567' },
    items: [
      { productId: 'beef-bolognese', quantity: 2 },
      { productId: 'super-veg-sauce', quantity: 1 },
    ],
  });
  const steps = [
    { status: 'paid', receivedOn: nzDateOf(new Date()) },
    { status: 'packed' },
    { status: 'out_for_delivery' },
    { status: 'delivered' },
  ];
  for (const step of steps) expect((await setStatus(order, step)).status).toBe(200);
  const stored = await getOrder(order.id);
  if (!stored) throw new Error('The order is not stored');
  return stored;
}

const remindersTo = (email: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(email) && mail.message.subject?.includes('restock'),
  );

describe('restock reminders', () => {
  it('go once, the set number of days after delivery, even when two runs overlap', async () => {
    const email = 'restock-once@example.co.nz';
    const order = await deliveredOrder(email);
    expect(order.restockReminder).toBe(true);

    const early = await sendDueRestockReminders(daysFromNow(20), SITE_ORIGIN);
    expect(early.sent).not.toContain(order.id);
    expect(remindersTo(email)).toHaveLength(0);

    const [first, second] = await Promise.all([
      sendDueRestockReminders(daysFromNow(21), SITE_ORIGIN),
      sendDueRestockReminders(daysFromNow(21), SITE_ORIGIN),
    ]);
    expect([...first.sent, ...second.sent].filter((id) => id === order.id)).toHaveLength(1);
    await sendDueRestockReminders(daysFromNow(22), SITE_ORIGIN);
    const reminders = remindersTo(email);
    expect(reminders).toHaveLength(1);

    const message = reminders[0]?.message;
    expect(message?.text).toContain('Beef Bolognese: 2 packs');
    expect(message?.html).toContain('Aroha &lt;b&gt;Tane&lt;/b&gt;');
    expect(message?.text).toContain(
      `You asked for a restock reminder when you ordered (${order.number}).`,
    );
    const header = (name: string) => message?.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${await unsubscribeUrlFor(SITE_ORIGIN, email)}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const refill = /(http:\/\/localhost:4321\/meals\?refill=\S+)/.exec(message?.text ?? '')?.[1];
    expect(parseRefill(new URL(refill ?? 'http://x/').search)).toEqual({
      lines: [
        { productId: 'beef-bolognese', quantity: 2 },
        { productId: 'super-veg-sauce', quantity: 1 },
      ],
      source: restockSourceOf(order.id),
    });
  });

  it('are scheduled when a pickup is collected too', async () => {
    const order = await placeTestOrder({
      method: 'pickup',
      restockReminder: true,
      customer: { name: 'Tama', email: 'restock-pickup@example.co.nz', phone: '021 123 4567' },
    });
    const steps = [
      { status: 'paid', receivedOn: nzDateOf(new Date()) },
      { status: 'packed' },
      { status: 'collected' },
    ];
    for (const step of steps) expect((await setStatus(order, step)).status).toBe(200);
    const report = await sendDueRestockReminders(daysFromNow(21), SITE_ORIGIN);
    expect(report.sent).toContain(order.id);
    expect(remindersTo('restock-pickup@example.co.nz')).toHaveLength(1);
  });

  it('follow the days set in settings', async () => {
    const owner = { id: 'owner', username: 'owner' };
    const { settings, revision } = await readSettingsSnapshot();
    await saveShopSettings(owner, { ...settings, restockReminderDays: 7 }, revision);
    const email = 'restock-seven@example.co.nz';
    const order = await deliveredOrder(email);
    expect((await sendDueRestockReminders(daysFromNow(7), SITE_ORIGIN)).sent).toContain(order.id);
    const reset = await readSettingsSnapshot();
    await saveShopSettings(owner, { ...reset.settings, restockReminderDays: 21 }, reset.revision);
  });

  it('skip an address that opted out, and orders that did not ask', async () => {
    const optedOut = await deliveredOrder('restock-optout@example.co.nz');
    await optOut(subscriberId('restock-optout@example.co.nz'), { via: 'link' });
    const unasked = await deliveredOrder('restock-unasked@example.co.nz', false);
    const report = await sendDueRestockReminders(daysFromNow(21), SITE_ORIGIN);
    expect(report.skipped).toContain(optedOut.id);
    expect(report.sent).not.toContain(optedOut.id);
    expect(report.sent).not.toContain(unasked.id);
    expect(remindersTo('restock-optout@example.co.nz')).toHaveLength(0);
    expect(remindersTo('restock-unasked@example.co.nz')).toHaveLength(0);
  });
});

describe('GET /api/admin/restock-reminders/stats', () => {
  const stats = (headers: Record<string, string> = {}) =>
    call(marketingHandler, '/api/admin/restock-reminders/stats', { headers });

  it('lets both roles read it', async () => {
    expect((await stats(team.admin)).status).toBe(200);
    expect((await stats(team.staff)).status).toBe(200);
  });

  it('is a read only: other methods are refused', async () => {
    const posted = await call(marketingHandler, '/api/admin/restock-reminders/stats', {
      json: { sent: 100 },
      headers: { ...team.admin, ...CROSS_SITE },
    });
    expect([403, 405]).toContain(posted.status);
  });

  it('counts reminders sent and those that led to an order, for staff too', async () => {
    const before = (await stats(team.staff)).body as { sent: number; ledToOrder: number };
    const order = await deliveredOrder('restock-stats@example.co.nz');
    await sendDueRestockReminders(daysFromNow(21), SITE_ORIGIN);

    const options = await deliveryOptions({ postcode: '3118' });
    const day = options.days[0];
    const slot = { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' };
    const source = restockSourceOf(order.id);
    for (let again = 0; again < 2; again += 1) {
      const placed = await call(ordersHandler, '/api/orders', {
        json: papamoaOrderRequest(slot, { source }),
      });
      expect(placed.status).toBe(201);
      const { id } = placed.body as { id: string };
      expect((await getOrder(id))?.source).toBe(source);
    }
    const unknown = await call(ordersHandler, '/api/orders', {
      json: papamoaOrderRequest(slot, { source: 'restock-not-an-order' }),
    });
    expect(unknown.status).toBe(201);

    const after = await stats(team.staff);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ sent: before.sent + 1, ledToOrder: before.ledToOrder + 1 });
  });
});
