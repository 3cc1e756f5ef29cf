// The emails that tell shoppers what happens to their order (out for delivery, delivered, ready
// for pickup), read from a real SMTP server: each arrives once, also when the change is repeated,
// sent from several OS processes at once, or retried after the first request died before its
// email; none when switched off in Settings.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { OrderStatus } from '../../src/lib/orders/status.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { dueNotice } from '../../src/lib/orders/shopper-notices.ts';
import {
  claimNotice,
  sendUnsentShopperNotices,
  UNSENT_NOTICE_GRACE_MS,
} from '../../src/server/orders/shopper-notices.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import {
  callFromInstances,
  callUntilCrash,
  functionModule,
  type InstanceCall,
} from '../fixtures/instances.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

const INSTANCES_TIMEOUT_MS = 120_000;

const setStatus = (order: { id: string }, json: Record<string, unknown>) =>
  call(adminOrders, `/api/admin/orders/${order.id}/status`, {
    json,
    headers: team.staff,
    params: { id: order.id },
  });

/** Takes an order through `steps` as staff would, each answered 200. */
async function moveThrough(order: { id: string }, steps: OrderStatus[]): Promise<void> {
  for (const status of steps) {
    const json = status === 'paid' ? { status, receivedOn: nzDateOf(new Date()) } : { status };
    const { status: answered } = await setStatus(order, json);
    expect(answered).toBe(200);
  }
}

/** The messages to `email` whose subject ends with `ending`. */
const mailTo = (email: string, ending: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(email) && mail.message.subject?.endsWith(ending),
  );

async function placed(email: string, method: 'delivery' | 'pickup' = 'delivery'): Promise<Order> {
  return placeTestOrder({
    method,
    customer: { name: 'Hemi Walker', email, phone: '021 555 0102' },
  });
}

async function stored(id: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new Error(`Order ${id} is not stored`);
  return order;
}

describe('dispatch emails', () => {
  it('out for delivery and delivered arrive once each, also when staff press again', async () => {
    const email = 'notice-delivery@example.co.nz';
    const order = await placed(email);
    await moveThrough(order, ['paid', 'packed']);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(0);

    await moveThrough(order, ['out_for_delivery', 'out_for_delivery']);
    const onItsWay = mailTo(email, 'is on its way');
    expect(onItsWay).toHaveLength(1);
    const message = onItsWay[0]?.message;
    expect(message?.subject).toBe(`Your Cube Kitchen order ${order.number} is on its way`);
    expect(message?.text).toContain(`Your order ${order.number} has left our kitchen`);
    expect(message?.text).toContain(order.fulfilment.slotLabel);
    expect(message?.text).toContain('1 Marine Pde, Mount Maunganui, Tauranga 3116');
    const link = `${SITE_ORIGIN}/order-confirmation?order=${order.id}&token=${order.accessToken}`;
    expect(message?.text).toContain(`See your order online: ${link}`);
    expect(message?.html).toContain(`${SITE_ORIGIN}/terms`);

    await moveThrough(order, ['delivered', 'delivered']);
    expect(mailTo(email, 'has been delivered')).toHaveLength(1);
    expect(mailTo(email, 'is on its way')).toHaveLength(1);
    const emails = (await stored(order.id)).emails.map(({ kind, to, delivery }) => ({
      kind,
      to,
      delivery,
    }));
    expect(emails).toEqual([
      { kind: 'out_for_delivery', to: email, delivery: 'sent' },
      { kind: 'delivered', to: email, delivery: 'sent' },
    ]);
  });

  it('ready for pickup arrives once when a pickup order is packed, with where to collect it', async () => {
    const email = 'notice-pickup@example.co.nz';
    const order = await placed(email, 'pickup');
    await moveThrough(order, ['paid', 'packed', 'packed']);
    const ready = mailTo(email, 'is ready for pickup');
    expect(ready).toHaveLength(1);
    expect(ready[0]?.message.text).toContain(
      `Your order ${order.number} is packed and ready to collect at your pickup time, ${order.fulfilment.slotLabel}.`,
    );
    expect(ready[0]?.message.text).toMatch(/From: .+Papamoa/);
    await moveThrough(order, ['collected']);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
  });

  it('none of them when they are switched off in Settings', async () => {
    const { settings } = await readSettingsSnapshot();
    const actor = { id: 'test', username: 'owner' };
    const off = {
      notifyOutForDelivery: false,
      notifyDelivered: false,
      notifyReadyForPickup: false,
    };
    await saveShopSettings(actor, { ...settings, ...off });
    try {
      const email = 'notice-off@example.co.nz';
      const delivery = await placed(email);
      const pickup = await placed(email, 'pickup');
      await moveThrough(delivery, ['paid', 'packed', 'out_for_delivery', 'delivered']);
      await moveThrough(pickup, ['paid', 'packed']);
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(0);
      expect((await stored(delivery.id)).emails).toEqual([]);
    } finally {
      await saveShopSettings(actor, settings);
    }
  });

  it('one switched off leaves the others on', async () => {
    const { settings } = await readSettingsSnapshot();
    const actor = { id: 'test', username: 'owner' };
    await saveShopSettings(actor, { ...settings, notifyOutForDelivery: false });
    try {
      const email = 'notice-one-off@example.co.nz';
      const order = await placed(email);
      await moveThrough(order, ['paid', 'packed', 'out_for_delivery', 'delivered']);
      expect(mailTo(email, 'is on its way')).toHaveLength(0);
      expect(mailTo(email, 'has been delivered')).toHaveLength(1);
    } finally {
      await saveShopSettings(actor, settings);
    }
  });
});

describe('dispatch emails across instances', { timeout: INSTANCES_TIMEOUT_MS }, () => {
  const move = (id: string, status: OrderStatus): InstanceCall => ({
    handler: functionModule('admin-orders'),
    path: `/api/admin/orders/${id}/status`,
    options: { json: { status }, headers: team.staff, params: { id } },
  });

  it('two staff pressing at once from separate processes: one email', async () => {
    const email = 'notice-race@example.co.nz';
    const orders = await Promise.all([placed(email), placed(email)]);
    for (const order of orders) await moveThrough(order, ['paid', 'packed']);
    const calls = orders.flatMap(({ id }) => [1, 2, 3].map(() => move(id, 'out_for_delivery')));
    const answers = await callFromInstances(calls, { instances: 3 });
    expect(answers.map(({ status }) => status)).toEqual(calls.map(() => 200));
    for (const order of orders) {
      const subject = `Your Cube Kitchen order ${order.number} is on its way`;
      const sent = smtp.received.filter((mail) => mail.message.subject === subject);
      expect(sent).toHaveLength(1);
      expect((await stored(order.id)).emails.map(({ kind }) => kind)).toEqual(['out_for_delivery']);
    }
  });

  it('a request that died after the move, before its email: the retry sends it, once', async () => {
    const email = 'notice-crash@example.co.nz';
    const order = await placed(email);
    await moveThrough(order, ['paid', 'packed', 'out_for_delivery']);
    await callUntilCrash(move(order.id, 'delivered'), /^shopper-notice-claims\//);
    expect((await stored(order.id)).status).toBe('delivered');
    expect(mailTo(email, 'has been delivered')).toHaveLength(0);

    await moveThrough(order, ['delivered']);
    await moveThrough(order, ['delivered']);
    expect(mailTo(email, 'has been delivered')).toHaveLength(1);
  });

  it('a request that died before its claim: the maintenance job sends it, once', async () => {
    const email = 'notice-unclaimed@example.co.nz';
    const order = await placed(email);
    await moveThrough(order, ['paid', 'packed']);
    // Killed as it writes the claim: the move and the trace before the claim are stored.
    await callUntilCrash(move(order.id, 'out_for_delivery'), /^shopper-notice-claims\//);
    expect((await stored(order.id)).status).toBe('out_for_delivery');

    // Left alone while the request could still be sending.
    expect(await sendUnsentShopperNotices(new Date(), SITE_ORIGIN)).toEqual([]);
    const later = new Date(Date.now() + UNSENT_NOTICE_GRACE_MS + 1000);
    expect(await sendUnsentShopperNotices(later, SITE_ORIGIN)).toHaveLength(1);
    expect(await sendUnsentShopperNotices(later, SITE_ORIGIN)).toEqual([]);
    expect(mailTo(email, 'is on its way')).toHaveLength(1);
    expect((await stored(order.id)).emails.map(({ kind }) => kind)).toEqual(['out_for_delivery']);
    // Staff pressing again sends nothing more.
    await moveThrough(order, ['out_for_delivery']);
    expect(mailTo(email, 'is on its way')).toHaveLength(1);
  });

  it('a request that died after its claim, before its email: the job sends it, once', async () => {
    const email = 'notice-claimed@example.co.nz';
    const order = await placed(email);
    await moveThrough(order, ['paid', 'packed']);
    // Moved with the notice off, then claimed as a request does just before it sends.
    const actor = { id: 'test', username: 'owner' };
    const { settings } = await readSettingsSnapshot();
    await saveShopSettings(actor, { ...settings, notifyOutForDelivery: false });
    await moveThrough(order, ['out_for_delivery']);
    await saveShopSettings(actor, settings);
    const moved = await stored(order.id);
    const due = dueNotice(moved, true, new Date());
    expect(due && (await claimNotice(due, new Date()))).toBe(true);

    const later = new Date(Date.now() + UNSENT_NOTICE_GRACE_MS + 1000);
    expect(await sendUnsentShopperNotices(later, SITE_ORIGIN)).toEqual([due?.claimKey]);
    expect(await sendUnsentShopperNotices(later, SITE_ORIGIN)).toEqual([]);
    expect(mailTo(email, 'is on its way')).toHaveLength(1);
  });

  it('a notice whose order moved on before the job found it is dropped, not sent late', async () => {
    const email = 'notice-moved-on@example.co.nz';
    const order = await placed(email);
    await moveThrough(order, ['paid', 'packed']);
    await callUntilCrash(move(order.id, 'out_for_delivery'), /^shopper-notice-claims\//);
    await moveThrough(order, ['delivered']);
    const later = new Date(Date.now() + UNSENT_NOTICE_GRACE_MS + 1000);
    expect(await sendUnsentShopperNotices(later, SITE_ORIGIN)).toEqual([]);
    expect(mailTo(email, 'is on its way')).toHaveLength(0);
    expect(mailTo(email, 'has been delivered')).toHaveLength(1);
  });
});
