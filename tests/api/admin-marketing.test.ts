import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import marketingHandler from '../../netlify/functions/admin-marketing.mts';
import bannerHandler from '../../netlify/functions/banner.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { PromoView } from '../../src/lib/marketing/promo-requests.ts';
import { auditLog } from '../../src/server/audit.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { claimPromoUse, releasePromoUse } from '../../src/server/orders/promos.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { expectCreationAudited } from '../fixtures/audit.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, callerOf } from '../fixtures/http.ts';
import { papamoaOrderRequest } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const send = callerOf(marketingHandler);

const LIST = '/api/admin/promo-codes';
const one = (code: string) => ({ path: `${LIST}/${code}`, params: { code } });

const SPRING = {
  code: 'spring5',
  kind: 'fixed',
  value: 500,
  minimumSubtotalCents: 4000,
  startsAt: '2026-09-01T00:00:00+12:00',
  endsAt: '2026-10-01T00:00:00+13:00',
  maxUses: '',
  onePerCustomer: false,
  active: true,
};

async function create(body: Record<string, unknown>) {
  return send(LIST, { method: 'POST', json: body, headers: team.admin });
}

async function fetchPromo(code: string): Promise<PromoView> {
  const { path, params } = one(code);
  const { status, body } = await send(path, { params, headers: team.staff });
  expect(status).toBe(200);
  return body as PromoView;
}

// 401 and cross-site for every route: admin-route-guards.test.ts.
describe('promo codes API: who may use it', () => {
  it('lets staff read promo codes but never change them', async () => {
    expect((await send(LIST, { headers: team.staff })).status).toBe(200);
    const created = await send(LIST, { method: 'POST', json: SPRING, headers: team.staff });
    expect(created.status).toBe(403);
    const { path, params } = one('WELCOME10');
    const changed = await send(path, {
      method: 'PUT',
      params,
      json: { ...SPRING, revision: 1 },
      headers: team.staff,
    });
    expect(changed.status).toBe(403);
  });
});

describe('/api/admin/promo-codes', () => {
  it('lists the seeded code with its status, uses and revenue', async () => {
    const { status, body } = await send(LIST, { headers: team.admin });
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        status: 'active',
        uses: 0,
        revenueCents: 0,
        locked: false,
      }),
    );
  });

  it('creates a code upper-case, refuses it twice, and audits it', async () => {
    const { status, body } = await create(SPRING);
    expect(status).toBe(201);
    expect(body).toMatchObject({ code: 'SPRING5', value: 500, status: 'expired', revision: 1 });
    expect(body).not.toHaveProperty('maxUses');
    const again = await create(SPRING);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'promo_exists',
      errors: { code: 'That code exists already' },
    });
    await expectCreationAudited('promo-code.create', 'promo-codes/SPRING5', 'owner');
  });

  it('answers 400 with a message per field', async () => {
    const { status, body } = await create({
      code: 'no spaces!',
      kind: 'percent',
      value: 120,
      minimumSubtotalCents: -1,
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      maxUses: 0,
      active: true,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        code: 'That promo code is not valid',
        minimumSubtotalCents: 'Cannot be negative',
        maxUses: 'At least 1 use',
      },
    });
    const dates = await create({ ...SPRING, code: 'BACKWARDS', endsAt: '2026-08-01T00:00:00Z' });
    expect(dates.body).toMatchObject({ errors: { endsAt: 'The end must be after the start' } });
    const percent = await create({ ...SPRING, code: 'TOOMUCH', kind: 'percent', value: 120 });
    expect(percent.body).toMatchObject({ errors: { value: 'A percentage must be from 1 to 100' } });
  });

  it('shows scheduled, used-up and turned-off codes as such', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await create({ ...SPRING, code: 'LATER', startsAt: later, endsAt: undefined });
    expect((await fetchPromo('later')).status).toBe('scheduled');
    await create({ ...SPRING, code: 'ONLYONE', startsAt: '', endsAt: '', maxUses: 1 });
    const claimed = await claimPromoUse('ONLYONE', randomUUID(), {
      subtotalCents: 5000,
      totalCents: 4500,
      email: 'a@example.co.nz',
      now: new Date(),
    });
    expect(claimed.ok).toBe(true);
    expect(await fetchPromo('ONLYONE')).toMatchObject({
      status: 'used_up',
      uses: 1,
      revenueCents: 4500,
      locked: true,
    });
    await create({ ...SPRING, code: 'OFFNOW', startsAt: '', endsAt: '', active: false });
    expect((await fetchPromo('OFFNOW')).status).toBe('off');
  });
});

describe('/api/admin/promo-codes/{code}', () => {
  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['NOPE99', 'not a code']) {
      const { path, params } = one(code);
      expect((await send(path, { params, headers: team.admin })).status).toBe(404);
    }
  });

  it('changes a code, refuses a stale revision (409), and audits the change', async () => {
    await create({ ...SPRING, code: 'EDITME', startsAt: '', endsAt: '' });
    const { path, params } = one('EDITME');
    const { revision } = await fetchPromo('EDITME');
    const saved = await send(path, {
      method: 'PUT',
      params,
      json: {
        ...SPRING,
        code: undefined,
        kind: 'percent',
        value: 15,
        startsAt: '',
        endsAt: '',
        revision,
      },
      headers: team.admin,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 'EDITME', kind: 'percent', value: 15, revision: 2 });
    const stale = await send(path, {
      method: 'PUT',
      params,
      json: { ...SPRING, startsAt: '', endsAt: '', revision },
      headers: team.admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'stale_promo' });
    const entry = (await auditLog.list()).find(
      (item) => item.action === 'promo-code.update' && item.target === 'promo-codes/EDITME',
    );
    expect(entry).toMatchObject({ before: { kind: 'fixed', value: 500 }, after: { value: 15 } });
  });

  it('keeps kind and value once used (409), but lets a used code be turned off', async () => {
    await create({
      ...SPRING,
      code: 'USEDONCE',
      startsAt: '',
      endsAt: '',
      minimumSubtotalCents: 0,
    });
    const orderId = randomUUID();
    const now = new Date();
    const use = { subtotalCents: 3000, totalCents: 2500, email: 'b@example.co.nz', now };
    expect((await claimPromoUse('USEDONCE', orderId, use)).ok).toBe(true);
    // A retry of the same order is not counted twice.
    expect((await claimPromoUse('USEDONCE', orderId, use)).ok).toBe(true);
    const before = await fetchPromo('USEDONCE');
    expect(before).toMatchObject({ uses: 1, revenueCents: 2500, locked: true });
    const { path, params } = one('USEDONCE');
    const body = { ...SPRING, startsAt: '', endsAt: '', minimumSubtotalCents: 0 };
    const changed = await send(path, {
      method: 'PUT',
      params,
      json: { ...body, value: 1000, revision: before.revision },
      headers: team.admin,
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      reason: 'promo_used',
      message: expect.stringContaining('Make a new code instead') as string,
    });
    const off = await send(path, {
      method: 'PUT',
      params,
      json: { ...body, active: false, revision: before.revision },
      headers: team.admin,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'off', uses: 1, active: false });
    expect((await send(path, { method: 'DELETE', params, headers: team.admin })).status).toBe(405);

    // Cancelling the order gives its use and revenue back, and the offer may change again.
    await releasePromoUse('USEDONCE', orderId);
    expect(await fetchPromo('USEDONCE')).toMatchObject({ uses: 0, revenueCents: 0, locked: false });
  });
});

describe('one use per customer', () => {
  it('gives one use per email (any case), even to simultaneous orders, and back on cancelling', async () => {
    await create({ ...SPRING, code: 'ONEEACH', startsAt: '', endsAt: '', onePerCustomer: true });
    const now = new Date();
    const orderIds = Array.from({ length: 6 }, () => randomUUID());
    const outcomes = await Promise.all(
      orderIds.map((orderId, index) =>
        claimPromoUse('ONEEACH', orderId, {
          subtotalCents: 5000,
          totalCents: 4500,
          email: index % 2 ? ' Kiri@Example.co.nz' : 'kiri@example.co.nz',
          now,
        }),
      ),
    );
    const accepted = outcomes.flatMap((outcome, index) => (outcome.ok ? [orderIds[index]] : []));
    expect(accepted).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({
      reason: 'used_by_customer',
      message: 'You have already used that promo code',
    });
    const other = await claimPromoUse('ONEEACH', randomUUID(), {
      subtotalCents: 5000,
      totalCents: 4500,
      email: 'mere@example.co.nz',
      now,
    });
    expect(other.ok).toBe(true);
    expect(await fetchPromo('ONEEACH')).toMatchObject({ uses: 2, revenueCents: 9000 });

    await releasePromoUse('ONEEACH', accepted[0] ?? '');
    const again = await claimPromoUse('ONEEACH', randomUUID(), {
      subtotalCents: 5000,
      totalCents: 4500,
      email: 'KIRI@example.co.nz',
      now,
    });
    expect(again.ok).toBe(true);
  });
});

describe('a promo code at checkout (POST /api/orders)', () => {
  it('counts the order and its total, and refuses the same customer a second time', async () => {
    await create({
      ...SPRING,
      code: 'ONCEEACH',
      startsAt: '',
      endsAt: '',
      minimumSubtotalCents: 0,
      onePerCustomer: true,
    });
    const options = await deliveryOptions({ postcode: '3118' });
    const day = options.days[0];
    const slot = day?.slots[0];
    if (!day || !slot) throw new Error('No open Papamoa slot');
    const order = (email: string) =>
      call(ordersHandler, '/api/orders', {
        json: papamoaOrderRequest(
          { date: day.date, slotId: slot.slotId },
          {
            promoCode: 'onceeach',
            customer: { name: 'Aroha Tane', email, phone: '021 123 4567' },
          },
        ),
      });
    const first = await order('aroha@example.co.nz');
    expect(first.status).toBe(201);
    const { totals } = first.body as { totals: { totalCents: number; discountCents: number } };
    expect(totals.discountCents).toBe(500);
    const again = await order('Aroha@Example.co.nz');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      errors: { promoCode: 'You have already used that promo code' },
    });
    expect((await order('mere@example.co.nz')).status).toBe(201);
    expect(await fetchPromo('ONCEEACH')).toMatchObject({
      uses: 2,
      revenueCents: 2 * totals.totalCents,
      locked: true,
    });
  });
});

describe('/api/admin/banner and GET /api/banner', () => {
  const BANNER = '/api/admin/banner';
  const SALE = {
    message: 'Winter sale: 10% off every soup until Sunday',
    link: '/meals',
    startsAt: '',
    endsAt: '',
    active: true,
  };
  const publicAnswer = () => call(bannerHandler, '/api/banner');

  it('answers 403 to staff saving; staff may read', async () => {
    const json = { ...SALE, revision: 0 };
    expect((await send(BANNER, { method: 'PUT', json, headers: team.staff })).status).toBe(403);
    expect((await send(BANNER, { headers: team.staff })).status).toBe(200);
  });

  it('starts with no banner, publicly cached', async () => {
    const { status, body, headers } = await publicAnswer();
    expect(status).toBe(200);
    expect(body).toEqual({ banner: null });
    expect(headers.get('netlify-cache-tag')).toBe('site-banner');
    expect(headers.get('netlify-cdn-cache-control')).toContain('s-maxage=');
    expect((await send(BANNER, { headers: team.admin })).body).toEqual({
      banner: null,
      revision: 0,
    });
  });

  it('answers 400 with a message per field', async () => {
    const { status, body } = await send(BANNER, {
      method: 'PUT',
      json: {
        message: 'x'.repeat(161),
        link: 'javascript:alert(1)',
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        active: true,
        revision: 0,
      },
      headers: team.admin,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        message: 'At most 160 characters',
        link: 'Give a site path such as /meals, or an address starting https://',
        endsAt: 'The end must be after the start',
      },
    });
    for (const link of ['//evil.example', 'http://example.com', 'https://']) {
      const refused = await send(BANNER, {
        method: 'PUT',
        json: { ...SALE, link, revision: 0 },
        headers: team.admin,
      });
      expect(refused.status).toBe(400);
    }
  });

  it('saves the banner, shows it publicly, refuses a stale save, hides it when off, and audits', async () => {
    const saved = await send(BANNER, {
      method: 'PUT',
      json: { ...SALE, revision: 0 },
      headers: team.admin,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      banner: { message: SALE.message, link: '/meals', active: true },
      revision: 1,
    });
    expect((await publicAnswer()).body).toEqual({
      banner: { id: 'banner-1', message: SALE.message, link: '/meals' },
    });

    const stale = await send(BANNER, {
      method: 'PUT',
      json: { ...SALE, message: 'Old tab', revision: 0 },
      headers: team.admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'stale_promo' });

    const later = {
      ...SALE,
      link: 'https://cubekitchen.co.nz/blog/winter',
      startsAt: '2099-06-01T09:00:00+12:00',
      endsAt: '2099-06-08T09:00:00+12:00',
      revision: 1,
    };
    await send(BANNER, { method: 'PUT', json: later, headers: team.admin });
    // A banner still to come is answered with its times: the browser shows it when they say.
    expect((await publicAnswer()).body).toEqual({
      banner: {
        id: 'banner-2',
        message: SALE.message,
        link: later.link,
        startsAt: later.startsAt,
        endsAt: later.endsAt,
      },
    });
    await send(BANNER, {
      method: 'PUT',
      json: { ...later, active: false, revision: 2 },
      headers: team.admin,
    });
    expect((await publicAnswer()).body).toEqual({ banner: null });
    const entries = (await auditLog.list()).filter(
      (entry) => entry.action === 'site-banner.update',
    );
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      target: 'site-banner/current',
      before: null,
      after: { message: SALE.message },
    });
  });
});
