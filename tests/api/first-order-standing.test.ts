// The confirmation page of a standing order's first order manages that one standing order by the
// order's access token (GET /api/orders/{id}/standing and its skip, unskip, pause, resume and
// cancel), and nothing a checkout answers, shows or sends opens the email address's account:
// a second order placed in the same address (any case) reaches none of the first one's records.
import { beforeAll, describe, expect, it } from 'vitest';
import orderStandingFunction from '../../netlify/functions/order-standing.mts';
import ordersFunction from '../../netlify/functions/orders.mts';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import type { OrderStandingView } from '../../src/lib/standing-orders/order-standing.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { openPapamoaSlots, papamoaOrderRequest, placeTestOrder } from '../fixtures/orders.ts';
import { standingScenario, storedStanding } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});

const base = (id: string) => `/api/orders/${id}/standing`;

const read = (id: string, token: string, ip?: string) =>
  call(orderStandingFunction, `${base(id)}?${new URLSearchParams({ token }).toString()}`, {
    ...(ip ? { ip } : {}),
  });

const post = (id: string, change: string, json: unknown, headers?: Record<string, string>) =>
  call(orderStandingFunction, `${base(id)}/${change}`, { json, ...(headers ? { headers } : {}) });

describe('managing the standing order with its first order’s token', () => {
  it('reads it: schedule, status, meals and next deliveries, nothing of the address or card', async () => {
    const { firstOrder, standing, nextDate } = await standingScenario();
    const answer = await read(firstOrder.id, firstOrder.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const view = answer.body as OrderStandingView;
    expect(view).toMatchObject({ id: standing.id, status: 'active', pausedUntil: null });
    expect(view.scheduleLabel).toMatch(/^every week, \w+day, 4:00pm/);
    expect(view.items).toMatchObject([{ productId: 'beef-bolognese', quantity: 2 }]);
    expect(view.upcoming[0]).toMatchObject({ date: nextDate, sends: true, skipped: false });
    expect(Object.keys(view).sort()).toEqual(
      ['id', 'items', 'pausedUntil', 'scheduleLabel', 'status', 'upcoming'].sort(),
    );
    expect(JSON.stringify(view)).not.toContain(standing.customer.email);
    expect(JSON.stringify(view)).not.toContain('Pacific Ave');
  });

  it('skips and unskips the next delivery', async () => {
    const { firstOrder, standing, nextDate } = await standingScenario();
    const skipped = await post(firstOrder.id, 'skip', {
      token: firstOrder.accessToken,
      date: nextDate,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toEqual({ message: expect.stringMatching(/^Skipped \w{3} \d/) as string });
    expect((await storedStanding(standing.id)).skipDates).toEqual([nextDate]);
    const view = (await read(firstOrder.id, firstOrder.accessToken)).body as OrderStandingView;
    expect(view.upcoming[0]).toMatchObject({ date: nextDate, skipped: true, sends: false });
    const back = await post(firstOrder.id, 'unskip', {
      token: firstOrder.accessToken,
      date: nextDate,
    });
    expect(back.status).toBe(200);
    expect((await storedStanding(standing.id)).skipDates).toEqual([]);
    // Each change is emailed to the owner, saying where it was made.
    const notices = (await outbox.list()).filter(
      (message) =>
        message.to.includes(standing.customer.email) &&
        message.subject.startsWith('Your standing order changed'),
    );
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.text).toContain('You changed this on your order’s confirmation page.');
      expect(notice.text).not.toContain('on My deliveries.');
    }
  });

  it('pauses until a date, resumes, and cancels with the reason kept', async () => {
    const { firstOrder, standing, nextDate } = await standingScenario();
    const token = firstOrder.accessToken;
    const until = addDays(nextDate, 14);
    expect((await post(firstOrder.id, 'pause', { token, until })).status).toBe(200);
    expect(await storedStanding(standing.id)).toMatchObject({
      status: 'paused',
      pausedUntil: until,
    });
    expect((await read(firstOrder.id, token)).body).toMatchObject({ status: 'paused' });
    expect((await post(firstOrder.id, 'resume', { token })).status).toBe(200);
    expect((await storedStanding(standing.id)).status).toBe('active');
    const cancelled = await post(firstOrder.id, 'cancel', { token, reason: 'Moving house' });
    expect(cancelled.body).toEqual({ message: 'Your standing order is cancelled.' });
    const stored = await storedStanding(standing.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.cancelled?.reason).toBe('Moving house');
    expect(stored.cancelled?.actor.kind).toBe('shopper');
    // Once cancelled, a change is refused (409) and the read says so.
    const after = await post(firstOrder.id, 'skip', { token, date: nextDate });
    expect(after.status).toBe(409);
    expect((await read(firstOrder.id, token)).body).toMatchObject({ status: 'cancelled' });
  });

  it('refuses bad input with 400, per field', async () => {
    const { firstOrder } = await standingScenario();
    const token = firstOrder.accessToken;
    const badDate = await post(firstOrder.id, 'skip', { token, date: '3 Dec' });
    expect(badDate.status).toBe(400);
    const farDate = await post(firstOrder.id, 'skip', { token, date: '2031-01-01' });
    expect(farDate.body).toMatchObject({ errors: { date: 'Choose one of your next deliveries' } });
    expect((await post(firstOrder.id, 'pause', { token, until: '2020-01-01' })).status).toBe(400);
    const noReason = await post(firstOrder.id, 'cancel', { token, reason: '  ' });
    expect(noReason.body).toMatchObject({ errors: { reason: 'Please tell us why' } });
    const noToken = await post(firstOrder.id, 'resume', {});
    expect(noToken.body).toMatchObject({ errors: { token: 'The link is not complete' } });
    expect((await read(firstOrder.id, '')).status).toBe(400);
    expect((await storedStanding(firstOrder.id)).status).toBe('active');
  });
});

describe('what the token does not open', () => {
  it('answers 404 alike for a wrong token, a one-off order and a later order of the standing order', async () => {
    const scenario = await standingScenario();
    const { firstOrder, nextDate } = scenario;
    const wrong = `${firstOrder.accessToken.slice(0, -1)}${firstOrder.accessToken.endsWith('A') ? 'B' : 'A'}`;
    const refused = await read(firstOrder.id, wrong);
    expect(refused.status).toBe(404);
    for (const change of ['skip', 'unskip']) {
      expect((await post(firstOrder.id, change, { token: wrong, date: nextDate })).status).toBe(
        404,
      );
    }
    expect((await post(firstOrder.id, 'resume', { token: wrong })).status).toBe(404);
    expect((await post(firstOrder.id, 'cancel', { token: wrong, reason: 'x' })).status).toBe(404);
    expect((await storedStanding(firstOrder.id)).skipDates).toEqual([]);

    const oneOff = await placeTestOrder();
    const notStanding = await read(oneOff.id, oneOff.accessToken);
    expect(notStanding.status).toBe(404);
    expect(notStanding.body).toEqual(refused.body);

    // The job makes the next delivery's order: that order's token is not the standing order's.
    await runStandingOrders({ now: scenario.makeAt, origin: SITE_ORIGIN });
    const run = (await storedStanding(firstOrder.id)).runs.at(-1);
    const later = run?.orderId ? await getOrder(run.orderId) : null;
    expect(later?.standingOrder?.id).toBe(firstOrder.id);
    expect((await read(later?.id ?? '', later?.accessToken ?? '')).status).toBe(404);
    const laterToken = later?.accessToken ?? '';
    expect((await read(firstOrder.id, laterToken)).status).toBe(404);
  });

  it('a second order in the same address, upper-cased, reaches nothing of the first and gets no sign-in', async () => {
    const email = `owner-${String(Date.now())}@example.co.nz`;
    const first = await standingScenario({ email });
    const [slot] = await openPapamoaSlots();
    if (!slot) throw new Error('No open Papamoa slot');
    const customer = { name: 'Someone Else', email: email.toUpperCase(), phone: '021 555 0199' };
    const placed = await call(ordersFunction, '/api/orders', {
      json: papamoaOrderRequest(slot, {
        customer,
        standing: { everyWeeks: 2, whenUnavailable: 'skip' },
      }),
    });
    expect(placed.status).toBe(201);
    // The checkout's answer signs nobody in: no cookie, no My deliveries link.
    expect(placed.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(placed.body)).not.toMatch(/link=|my-deliveries/);
    const second = await getOrder((placed.body as { id: string }).id);
    if (!second) throw new Error('The second order was not stored');
    const token = second.accessToken;

    // Its token reads its own standing order only; the first one's answers 404 to it.
    const own = await read(second.id, token);
    expect(own.status).toBe(200);
    expect((own.body as OrderStandingView).id).toBe(second.id);
    expect((await read(first.firstOrder.id, token)).status).toBe(404);
    for (const [change, body] of [
      ['skip', { token, date: first.nextDate }],
      ['pause', { token, until: addDays(first.nextDate, 14) }],
      ['cancel', { token, reason: 'Not mine' }],
    ] as const) {
      expect((await post(first.firstOrder.id, change, body)).status).toBe(404);
    }
    const untouched = await storedStanding(first.firstOrder.id);
    expect(untouched).toMatchObject({ status: 'active', skipDates: [] });

    // Its confirmation email links to the sign-in page with the address filled in, no token.
    const mail = (await outbox.list()).find((message) => message.subject.includes(second.number));
    expect(mail?.text).toContain(
      `${SITE_ORIGIN}/my-deliveries?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(mail?.text).toContain('sign in to My deliveries with this email address');
    expect(`${mail?.text ?? ''}${mail?.html ?? ''}`).not.toContain('link=');
  });
});

describe('the group’s rules', () => {
  it('refuses writes from another site (403) and counts requests per address (429)', async () => {
    const { firstOrder, nextDate } = await standingScenario();
    const crossSite = await post(
      firstOrder.id,
      'skip',
      { token: firstOrder.accessToken, date: nextDate },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await storedStanding(firstOrder.id)).skipDates).toEqual([]);

    const ip = '203.0.113.91';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) {
      statuses.push((await read(firstOrder.id, 'short', ip)).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
