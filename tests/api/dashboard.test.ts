import type { SystemCheckLine } from '../../src/lib/admin/areas/system.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import dashboardHandler from '../../netlify/functions/admin-dashboard.mts';
import settingsHandler from '../../netlify/functions/admin-settings.mts';
import { products, saveProduct, setStockLevel } from '../../src/server/catalog/catalog.ts';
import {
  backfillOpenMessageMarkers,
  contactMessages,
  markContactMessageHandled,
  saveContactMessage,
} from '../../src/server/public-forms/contact-messages.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { subscribe } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { asBearer, signedInUser } from '../fixtures/staff.ts';

runOnLocalBlobs();

let adminToken = '';
let staffToken = '';

const getDashboard = (token?: string) =>
  call(dashboardHandler, '/api/admin/dashboard', token ? { headers: asBearer(token) } : {});

function message(name: string) {
  return {
    name,
    email: `${name.toLowerCase()}@example.co.nz`,
    subject: 'question' as const,
    message: 'Do you deliver to Te Puke on Saturdays?',
    subscribedToNewsletter: false,
  };
}

beforeAll(async () => {
  adminToken = (await signedInUser('owner', 'admin')).token;
  staffToken = (await signedInUser('packer', 'staff')).token;
});

describe('GET /api/admin/dashboard', () => {
  it('shows clear zeros and empty lists on a shop with no data yet', async () => {
    const { status, body, headers } = await getDashboard(adminToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      generatedAt: expect.any(String) as string,
      orders: {
        today: { count: 0, revenueCents: 0, cancelled: 0, refunded: 0 },
        week: { count: 0, revenueCents: 0, cancelled: 0, refunded: 0 },
        awaitingPayment: { count: 0, totalCents: 0 },
      },
      nextDeliveries: [],
      lowStock: [],
      contactMessages: { open: 0, recent: [] },
      subscribers: { count: 0 },
      standingOrders: { active: 0, weeklyValueCents: 0 },
      missedDeliveries: [],
      payments: { cardPayments: false, bankTransfer: false },
      email: { configured: false },
      setupWarnings: [
        expect.objectContaining({ id: 'mail', status: 'warning' }),
        expect.objectContaining({ id: 'bank-account', status: 'warning' }),
      ],
      recallDrill: { lastFinishedAt: null, overdue: true },
    });
  });

  it('sums up stock, messages, subscribers and orders, for staff as well as admins', async () => {
    await seedShop();
    const order = await placeTestOrder({ date: '2999-01-01' });
    const total = order.totals.totalCents;
    await setStockLevel('beef-bolognese', 2);
    await setStockLevel('super-veg-sauce', 5);
    // Issue 22: draft products (not on sale yet, no stock) were listed as out of stock.
    const beef = await products.get('beef-bolognese');
    if (!beef) throw new Error('The seed has no Beef Bolognese');
    await saveProduct({ ...beef, id: 'draft-lasagne', name: 'Draft Lasagne', status: 'draft' });
    const first = await saveContactMessage(message('Aroha'), new Date('2026-05-01T01:00:00Z'));
    await saveContactMessage(message('Ben'), new Date('2026-05-02T01:00:00Z'));
    await subscribe({ email: 'aroha@example.co.nz', name: 'Aroha' }, 'newsletter-form');
    await subscribe({ email: 'ben@example.co.nz', name: 'Ben' }, 'contact-form');
    const { status, body } = await getDashboard(staffToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orders: {
        // Unpaid: counted as an order and as owed, not as revenue (money received less refunds).
        today: { count: 1, revenueCents: 0, cancelled: 0, refunded: 0 },
        week: { count: 1, revenueCents: 0, cancelled: 0, refunded: 0 },
        awaitingPayment: { count: 1, totalCents: total },
      },
      nextDeliveries: [
        {
          orderId: order.id,
          number: order.number,
          customerName: order.customer.name,
          date: '2999-01-01',
          slotId: order.fulfilment.slotId,
          slotLabel: order.fulfilment.slotLabel,
          method: order.fulfilment.method,
          zoneId: order.fulfilment.zone.id,
          zoneName: order.fulfilment.zone.name,
        },
      ],
      lowStock: [
        { productId: 'beef-bolognese', name: 'Beef Bolognese', onHand: 2, threshold: 5 },
        { productId: 'super-veg-sauce', name: 'Super Veg Sauce', onHand: 5, threshold: 5 },
      ],
      contactMessages: { open: 2 },
      subscribers: { count: 2 },
      // The seed's TEST account turns bank transfer on.
      payments: { cardPayments: false, bankTransfer: true },
    });
    const { recent } = (body as { contactMessages: { recent: { name: string; id: string }[] } })
      .contactMessages;
    expect(recent.map((item) => item.name)).toEqual(['Ben', 'Aroha']);
    expect(recent[1]?.id).toBe(first.id);
  });

  it('uses the low-stock threshold from the settings', async () => {
    const { body } = await call(settingsHandler, '/api/admin/settings', {
      headers: asBearer(adminToken),
    });
    const { settings, revision } = body as { settings: object; revision: number };
    await call(settingsHandler, '/api/admin/settings', {
      method: 'PUT',
      json: { ...settings, lowStockThreshold: 2, revision },
      headers: asBearer(adminToken),
    });
    const dashboard = (await getDashboard(adminToken)).body as { lowStock: unknown[] };
    expect(dashboard.lowStock).toEqual([
      { productId: 'beef-bolognese', name: 'Beef Bolognese', onHand: 2, threshold: 2 },
    ]);
  });

  it('lists at most 10 messages, newest first', async () => {
    for (let index = 0; index < 10; index += 1) {
      await saveContactMessage(
        message(`Person${String(index)}`),
        new Date(Date.UTC(2026, 5, 1, index)),
      );
    }
    const dashboard = (await getDashboard(adminToken)).body as {
      contactMessages: { open: number; recent: { name: string }[] };
    };
    expect(dashboard.contactMessages.open).toBe(12);
    expect(dashboard.contactMessages.recent).toHaveLength(10);
    expect(dashboard.contactMessages.recent[0]?.name).toBe('Person9');
  });

  it('counts messages stored before open markers once the maintenance job has marked them', async () => {
    const before = (await getDashboard(adminToken)).body as { contactMessages: { open: number } };
    const old = { ...message('Oldtimer'), id: `2020-01-01T00:00:00.000Z_${randomUUID()}` };
    await contactMessages.createOnce(old.id, {
      ...old,
      receivedAt: '2020-01-01T00:00:00.000Z',
      status: 'new',
      subscribedToNewsletter: false,
    });
    // Only the old message had no marker: the others got theirs when they arrived.
    expect(await backfillOpenMessageMarkers()).toBe(1);
    expect(await backfillOpenMessageMarkers()).toBe(0);
    const after = (await getDashboard(adminToken)).body as { contactMessages: { open: number } };
    expect(after.contactMessages.open).toBe(before.contactMessages.open + 1);
    await markContactMessageHandled({ id: 'u1', username: 'owner' }, old.id);
    const handled = (await getDashboard(adminToken)).body as { contactMessages: { open: number } };
    expect(handled.contactMessages.open).toBe(before.contactMessages.open);
  });

  it('warns of no mail server and the seed’s TEST bank account in the system check’s words', async () => {
    await seedShop();
    const { body } = await getDashboard(staffToken);
    const { setupWarnings } = body as { setupWarnings: SystemCheckLine[] };
    const { runSystemCheck } = await import('../../src/server/system/system-check.ts');
    const report = await runSystemCheck();
    // The dashboard's warnings are the check's mail and bank lines that are not OK, word for word.
    expect(setupWarnings).toEqual(
      report.lines.filter(
        (one) => ['mail', 'bank-account'].includes(one.id) && one.status !== 'ok',
      ),
    );
    expect(setupWarnings.map((one) => one.id)).toEqual(['mail', 'bank-account']);
    expect(setupWarnings[1]?.summary).toContain('TEST account');
  });

  it('says whether email is set up: only with SMTP_URL does mail leave the outbox', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://mail.example.com:587');
    try {
      const { body } = await getDashboard(staffToken);
      expect(body).toMatchObject({ email: { configured: true } });
      const { setupWarnings } = body as { setupWarnings: SystemCheckLine[] };
      expect(setupWarnings.map((one) => one.id)).not.toContain('mail');
    } finally {
      vi.unstubAllEnvs();
    }
    const { body } = await getDashboard(staffToken);
    expect(body).toMatchObject({ email: { configured: false } });
  });

  it('answers 405 to a write', async () => {
    const { status } = await call(dashboardHandler, '/api/admin/dashboard', {
      method: 'POST',
      json: {},
      headers: asBearer(adminToken),
    });
    expect(status).toBe(405);
  });
});
