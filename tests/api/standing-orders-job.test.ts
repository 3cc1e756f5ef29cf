// The standing-order job against the real local Blobs server: it makes each next order at the
// delivery's change-by time as a checkout would (that day's price, stock and slot place taken),
// once; reminds and emails price changes once; moves, cuts down or skips as the shopper chose;
// and honours a moved clock only off production.
import { beforeAll, describe, expect, it } from 'vitest';
import standingOrdersFunction from '../../netlify/functions/standing-orders.mts';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { products, setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings, specialDates } from '../../src/server/delivery/store.ts';
import {
  requestedRunClock,
  scheduledKickHeaders,
} from '../../src/server/http/scheduled-function.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { promoCodes } from '../../src/server/orders/promos.ts';
import { PromoSchema } from '../../src/lib/orders/promo.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { saveStandingOrder } from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { installNetlifyRuntime, onDeploy } from '../fixtures/netlify-context.ts';
import { standingScenario, storedStanding } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();
installNetlifyRuntime();

beforeAll(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 400);
  await setStockLevel('super-veg-sauce', 400);
});

const run = (now: Date) => runStandingOrders({ now, origin: SITE_ORIGIN });

/** The orders a standing order made (any status), oldest first, its first order left out. */
async function ordersOf(standingId: string): Promise<Order[]> {
  const all = await Promise.all((await orders.listIds()).map((id) => orders.get(id)));
  return all
    .filter((order): order is Order => order?.standingOrder?.id === standingId)
    .filter((order) => order.id !== standingId)
    .sort((a, b) => a.placedAt.localeCompare(b.placedAt));
}

/** Emails to one address, by subject. */
async function mailTo(email: string) {
  const all = await outbox.list();
  return all.filter((message) => message.to.includes(email));
}

async function setPrice(productId: string, priceCents: number) {
  await products.update(productId, (current) => {
    if (!current) throw new Error(`No product ${productId}`);
    return { ...current, priceCents };
  });
}

describe('the standing-order job', () => {
  it('makes the next order at the change-by time, at that day’s price, with stock and slot taken, once', async () => {
    const scenario = await standingScenario({
      items: [{ productId: 'super-veg-sauce', quantity: 3 }],
    });
    const email = scenario.standing.customer.email;
    const paidBefore = scenario.firstOrder.lines[0]?.unitPriceCents ?? 0;
    await setPrice('super-veg-sauce', paidBefore + 60);
    const stockBefore = (await stockLevels.get('super-veg-sauce'))?.onHand ?? 0;

    // In the reminder window: the reminder and the price change go out; no order yet.
    await run(scenario.remindAt);
    expect(await ordersOf(scenario.standing.id)).toEqual([]);
    const early = await mailTo(email);
    const subjects = early.map((message) => message.subject);
    expect(subjects.some((subject) => subject.includes('price'))).toBe(true);
    const reminder = early.find((message) => message.subject.startsWith('Your next'));
    expect(reminder?.text).toContain('3 × Super Veg Sauce; change or skip by');
    // The sign-in page with the address filled in, never a key: only the inbox's code opens it.
    const signInPage = `/my-deliveries?email=${encodeURIComponent(email)}`;
    expect(reminder?.text).toContain(signInPage);
    expect(reminder?.html).toContain(signInPage);
    for (const message of early) expect(`${message.text}${message.html}`).not.toContain('link=');

    const report = await run(scenario.makeAt);
    expect(report.made).toEqual([scenario.standing.id]);
    const [made, ...more] = await ordersOf(scenario.standing.id);
    expect(more).toEqual([]);
    expect(made?.standingOrder).toEqual({ id: scenario.standing.id, dueDate: scenario.nextDate });
    expect(made?.fulfilment.date).toBe(scenario.nextDate);
    expect(made?.lines[0]?.unitPriceCents).toBe(paidBefore + 60);
    expect(made?.totals.totalCents).toBe(3 * (paidBefore + 60));
    expect((await stockLevels.get('super-veg-sauce'))?.onHand).toBe(stockBefore - 3);
    const booking = await slotBookings.get(bookingIdOf(scenario.nextDate, scenario.slot.id));
    expect(booking?.orderIds).toContain(made?.id);

    const standing = await storedStanding(scenario.standing.id);
    expect(standing.nextDate > scenario.nextDate).toBe(true);
    expect(standing.runs.at(-1)).toMatchObject({
      date: scenario.nextDate,
      outcome: 'made',
      orderId: made?.id,
    });

    // Bank transfer: the confirmation gives the amount and the reference, and the link.
    const confirmation = (await mailTo(email)).find((message) =>
      message.subject.includes(made?.number ?? '?'),
    );
    expect(confirmation?.text).toContain(made?.number);
    expect(confirmation?.text).toContain('part of your standing order');
    expect(confirmation?.text).toContain(signInPage);
    expect(`${confirmation?.text ?? ''}${confirmation?.html ?? ''}`).not.toContain('link=');

    // Later runs make nothing more for that date.
    await run(new Date(scenario.makeAt.getTime() + 10 * 60_000));
    expect(await ordersOf(scenario.standing.id)).toHaveLength(1);
    await setPrice('super-veg-sauce', paidBefore);
  });

  it('sends the reminder once across runs, and none when it is switched off (a price change still goes)', async () => {
    const on = await standingScenario();
    await run(on.remindAt);
    await run(new Date(on.remindAt.getTime() - 60 * 60_000));
    await run(on.remindAt);
    const reminders = (await mailTo(on.standing.customer.email)).filter((message) =>
      message.subject.startsWith('Your next'),
    );
    expect(reminders).toHaveLength(1);
    expect((await storedStanding(on.standing.id)).remindedFor).toBe(on.nextDate);

    const off = await standingScenario({ items: [{ productId: 'butter-chicken', quantity: 2 }] });
    await saveStandingOrder(off.standing.id, (current) => ({ ...current, reminders: false }));
    const price = off.firstOrder.lines[0]?.unitPriceCents ?? 0;
    await setPrice('butter-chicken', price + 100);
    await run(off.remindAt);
    await run(off.remindAt);
    const sent = await mailTo(off.standing.customer.email);
    expect(sent.filter((message) => message.subject.startsWith('Your next'))).toEqual([]);
    const priceMails = sent.filter((message) => message.subject.includes('price'));
    expect(priceMails).toHaveLength(1);
    expect(priceMails[0]?.text).toContain('Butter Chicken');
    await setPrice('butter-chicken', price);
  });

  it('moves a delivery whose slot is full to the next open slot (next_slot)', async () => {
    const scenario = await standingScenario({
      capacity: 1,
      whenUnavailable: 'next_slot',
      secondSlot: true,
    });
    // Someone else took the only place of the next delivery's slot.
    await slotBookings.update(bookingIdOf(scenario.nextDate, scenario.slot.id), () => ({
      booked: 1,
      orderIds: ['someone-else'],
    }));
    await run(scenario.makeAt);
    const [made] = await ordersOf(scenario.standing.id);
    expect(made?.fulfilment.date).toBe(addDays(scenario.nextDate, 1));
    expect(made?.standingOrder?.dueDate).toBe(scenario.nextDate);
    const standing = await storedStanding(scenario.standing.id);
    expect(standing.runs.at(-1)).toMatchObject({ outcome: 'made', movedTo: made?.fulfilment.date });
    const moved = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.includes('has moved'),
    );
    expect(moved?.text).toContain('the delivery time was full');
  });

  it('skips a delivery whose slot is full when the shopper chose skip', async () => {
    const scenario = await standingScenario({ capacity: 1, whenUnavailable: 'skip' });
    await slotBookings.update(bookingIdOf(scenario.nextDate, scenario.slot.id), () => ({
      booked: 1,
      orderIds: ['someone-else'],
    }));
    const report = await run(scenario.makeAt);
    expect(report.skipped).toEqual([scenario.standing.id]);
    expect(await ordersOf(scenario.standing.id)).toEqual([]);
    const standing = await storedStanding(scenario.standing.id);
    expect(standing.runs.at(-1)).toMatchObject({ date: scenario.nextDate, outcome: 'skipped' });
    expect(standing.nextDate > scenario.nextDate).toBe(true);
    const skipped = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.includes('is skipped'),
    );
    expect(skipped?.text).toContain('Nothing is charged');
  });

  it('sends what is available when a meal is out of stock (send_available)', async () => {
    await setStockLevel('lamb-rogan-josh', 50);
    const scenario = await standingScenario({
      whenUnavailable: 'send_available',
      items: [
        { productId: 'lamb-rogan-josh', quantity: 2 },
        { productId: 'beef-bolognese', quantity: 1 },
      ],
    });
    await setStockLevel('lamb-rogan-josh', 0);
    await run(scenario.makeAt);
    const [made] = await ordersOf(scenario.standing.id);
    expect(made?.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['beef-bolognese', 1],
    ]);
    const notice = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.includes('out of stock'),
    );
    expect(notice?.text).toContain('Lamb Rogan Josh');
  });

  it('moves a delivery off a day closed by a special date, to the next open slot', async () => {
    const scenario = await standingScenario({ whenUnavailable: 'next_slot', secondSlot: true });
    await specialDates.createOnce(scenario.nextDate, {
      date: scenario.nextDate,
      kind: 'closed',
      note: 'Kitchen closed',
      zoneIds: [scenario.zoneId],
    });
    await run(scenario.makeAt);
    const [made] = await ordersOf(scenario.standing.id);
    expect(made?.fulfilment.date).toBe(addDays(scenario.nextDate, 1));
    const moved = (await mailTo(scenario.standing.customer.email)).find((message) =>
      message.subject.includes('has moved'),
    );
    expect(moved?.text).toContain('we are closed that day');
  });
});

describe('promo codes on standing orders', () => {
  it('applies a code to every delivery only when its promo says so', async () => {
    for (const [code, every] of [
      ['EVERYWEEK5', true],
      ['FIRSTONLY5', false],
    ] as const) {
      await promoCodes.createOnce(
        code,
        PromoSchema.parse({
          code,
          kind: 'fixed',
          value: 500,
          active: true,
          everyStandingDelivery: every,
        }),
      );
    }
    const every = await standingScenario({ promoCode: 'EVERYWEEK5' });
    const first = await standingScenario({ promoCode: 'FIRSTONLY5' });
    expect(every.firstOrder.totals.discountCents).toBe(500);
    expect(first.firstOrder.totals.discountCents).toBe(500);
    expect(every.standing.promoCode).toBe('EVERYWEEK5');
    expect(first.standing.promoCode).toBeUndefined();

    await run(every.makeAt);
    const [withCode] = await ordersOf(every.standing.id);
    const [withoutCode] = await ordersOf(first.standing.id);
    expect(withCode?.promoCode).toBe('EVERYWEEK5');
    expect(withCode?.totals.discountCents).toBe(500);
    expect(withoutCode?.promoCode).toBeNull();
    expect(withoutCode?.totals.discountCents).toBe(0);
  });
});

describe('the scheduled function’s clock', () => {
  const path = '/.netlify/functions/standing-orders';
  const future = '2027-06-01T00:00:00.000Z';
  const signedRun = async () =>
    new Request(`${SITE_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await scheduledKickHeaders()) },
      body: JSON.stringify({ now: future }),
    });
  const context = { ip: '127.0.0.1', params: {}, waitUntil: () => undefined };

  it('takes `now` from our own signed run off production', async () => {
    expect((await requestedRunClock(await signedRun(), context))?.toISOString()).toBe(future);
    const preview = { context: 'deploy-preview' as const, id: 'd1', siteUrl: SITE_ORIGIN };
    const clock = await onDeploy(preview, SITE_ORIGIN, async () =>
      requestedRunClock(await signedRun(), context),
    );
    expect(clock?.toISOString()).toBe(future);
  });

  it('ignores it on production, and for a run that is not signed', async () => {
    const production = { context: 'production' as const, id: 'p1', siteUrl: SITE_ORIGIN };
    // Signed here (production would need its own AUTH_SECRET), asked there.
    const signed = await signedRun();
    const onProduction = await onDeploy(production, SITE_ORIGIN, () =>
      requestedRunClock(signed, context),
    );
    expect(onProduction).toBeNull();
    expect(
      await requestedRunClock(await signedRun(), { ...context, deploy: { published: true } }),
    ).toBeNull();
    const unsigned = new Request(`${SITE_ORIGIN}${path}`, {
      method: 'POST',
      body: JSON.stringify({ now: future }),
    });
    expect(await requestedRunClock(unsigned, context)).toBeNull();
  });

  it('runs the job at the moved clock through the function', async () => {
    const scenario = await standingScenario();
    const answer = await call(standingOrdersFunction, path, {
      method: 'POST',
      headers: await scheduledKickHeaders(),
      json: { now: scenario.makeAt.toISOString() },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { made: string[] }).made).toContain(scenario.standing.id);
  });
});
