// A Privacy Act export and erasure of a customer with a card standing order: the export lists
// the standing order (its card by brand and last four, never a Stripe id); the erasure cancels
// it and strips the person from it, detaches the card at Stripe, and ends every sign-in, so the
// job makes nothing more for it, a code request sends nothing and an old cookie is refused.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import adminCustomersHandler from '../../netlify/functions/admin-customers.mts';
import cardFunction from '../../netlify/functions/my-deliveries-card.mts';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import type { ErasureResult } from '../../src/lib/admin/areas/customers.ts';
import { ERASED_CONTACT, ERASED_CUSTOMER_ID } from '../../src/lib/customers/privacy.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import type { StandingOrder } from '../../src/lib/standing-orders/standing-order.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { finishPlacement } from '../../src/server/orders/after-placement.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { makeDelivery } from '../../src/server/standing-orders/make-delivery.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { standingMakes } from '../../src/server/standing-orders/standing-makes.ts';
import { saveStandingOrder } from '../../src/server/standing-orders/standing-orders.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import {
  deliveriesCookieFor,
  saveCardOn,
  standingScenario,
  storedStanding,
  type StandingScenario,
} from '../fixtures/standing-orders.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

runOnLocalBlobs();
const stripe = useStripeWithWebhook(webhookHandler, 'whsec_test_erasure_standing');
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('chicken-cacciatore', 300);
});

const ERASED = {
  name: 'Rangi Erasure',
  email: 'rangi.erasure@example.co.nz',
  phone: '021 555 0142',
};
const items = [{ productId: 'chicken-cacciatore', quantity: 2 }];
const id = customerIdOf(ERASED.email);

const admin = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(adminCustomersHandler, path, { headers: team.admin, ...options });

async function download(path: string): Promise<string> {
  const response = await adminCustomersHandler(
    new Request(new URL(path, SITE_ORIGIN), { headers: team.admin }),
    { ip: '192.0.2.1', params: {}, waitUntil: () => undefined },
  );
  expect(response.status).toBe(200);
  return response.text();
}

const mailTo = async (email: string) =>
  (await outbox.list()).filter((message) => message.to.includes(email));

let erased: StandingScenario;
let other: StandingScenario;
let oldCookie: Record<string, string>;

beforeAll(async () => {
  erased = await standingScenario({
    paymentMethod: 'card',
    customer: ERASED,
    line1: '5 Erasure Lane',
    items,
  });
  // What POST /api/orders does after its answer: the order joins staff's lists and its customer.
  await finishPlacement(erased.firstOrder, SITE_ORIGIN);
  await saveCardOn(erased, 'visa');
  other = await standingScenario({ paymentMethod: 'bank_transfer', items });
  oldCookie = await deliveriesCookieFor(ERASED.email);
  expect(
    (await call(myDeliveriesHandler, '/api/my-deliveries', { headers: oldCookie })).status,
  ).toBe(200);
});

describe('the privacy export of a customer with a standing order', () => {
  it('lists the standing order as JSON with schedule, items, address and the card’s brand and last4 only', async () => {
    const json = await download(`/api/admin/customers/${id}/export.json`);
    const exported = JSON.parse(json) as { standingOrders: Record<string, unknown>[] };
    expect(exported.standingOrders).toHaveLength(1);
    expect(exported.standingOrders[0]).toMatchObject({
      id: erased.standing.id,
      status: 'active',
      everyWeeks: 1,
      nextDelivery: erased.nextDate,
      items,
      customer: ERASED,
      fulfilment: { address: { line1: '5 Erasure Lane' }, slotId: erased.slot.id },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(json).not.toMatch(/cus_test_|pm_card|seti_test_/);
  });

  it('lists it in the CSV too, with no Stripe id', async () => {
    const csv = await download(`/api/admin/customers/${id}/export.csv`);
    const rows = parse<Record<string, string>>(csv, { bom: true, columns: true });
    expect(rows).toContainEqual(
      expect.objectContaining({ section: 'standingOrders', field: 'card.last4', value: '4242' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        section: 'standingOrders',
        field: 'fulfilment.address.line1',
        value: '5 Erasure Lane',
      }),
    );
    expect(csv).not.toMatch(/cus_test_|pm_card|seti_test_/);
  });
});

describe('erasing a customer with a standing order', () => {
  let result: ErasureResult;
  let readBeforeErasure: StandingOrder;
  beforeAll(async () => {
    readBeforeErasure = await storedStanding(erased.standing.id);
    const answer = await admin(`/api/admin/customers/${id}`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    result = answer.body as ErasureResult;
  });

  it('answers what went: the standing order cancelled and stripped, its card, the sign-ins', () => {
    expect(result.erased).toEqual(
      expect.arrayContaining([
        'Standing orders (1), cancelled and stripped, 1 saved card(s) detached',
        'My deliveries sign-ins ended on every device',
      ]),
    );
  });

  it('cancels the standing order and leaves it nameless, its card detached at Stripe and forgotten', async () => {
    const stored = await storedStanding(erased.standing.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.customer).toEqual(ERASED_CONTACT);
    expect(stored.customerId).toBe(ERASED_CUSTOMER_ID);
    expect(stored.card).toBeUndefined();
    expect(stored.notes).toBe('');
    expect(stored.dueOn).toBeNull();
    expect(stored.items).toEqual(items);
    expect(JSON.stringify(stored)).not.toMatch(/Rangi|rangi\.erasure|555 0142|Erasure Lane/);
    expect(stripe().detachedPaymentMethods).toEqual(['pm_card_visa']);
    const { blobs } = await openStore().list();
    const keys = blobs.map((blob) => blob.key).filter((key) => key.includes(erased.standing.id));
    expect(keys.filter((key) => key.startsWith('standing-orders-due/'))).toEqual([]);
    expect(keys.filter((key) => key.startsWith(`standing-orders-of/${id}/`))).toEqual([]);
    expect(await standingMakes.listIds(`${erased.standing.id}/`)).toEqual([]);
  });

  it('the standing-order job then makes nothing for it (and still makes the others’)', async () => {
    const runsBefore = (await storedStanding(erased.standing.id)).runs.length;
    const report = await runStandingOrders({ now: erased.makeAt, origin: SITE_ORIGIN });
    const later = await runStandingOrders({
      now: new Date(erased.makeAt.getTime() + 7 * 24 * 60 * 60_000),
      origin: SITE_ORIGIN,
    });
    for (const run of [report, later]) {
      expect(run.made).not.toContain(erased.standing.id);
      expect(run.reminded).not.toContain(erased.standing.id);
    }
    expect([...report.made, ...later.made]).toContain(other.standing.id);
    expect((await storedStanding(erased.standing.id)).runs).toHaveLength(runsBefore);
  });

  it('a job process that read the standing order before the erasure makes nothing either', async () => {
    const ordersBefore = Object.keys((await customerSummaries.get(id))?.orders ?? {}).length;
    const outcome = await makeDelivery(
      readBeforeErasure,
      erased.nextDate,
      SITE_ORIGIN,
      erased.makeAt,
    );
    expect(outcome).toBe('skipped');
    expect(Object.keys((await customerSummaries.get(id))?.orders ?? {})).toHaveLength(ordersBefore);
    expect(JSON.stringify(await standingMakes.list(`${erased.standing.id}/`))).not.toContain(
      ERASED.email,
    );
  });

  it('sends no sign-in code to the erased address', async () => {
    const answer = await call(myDeliveriesHandler, '/api/my-deliveries/code', {
      json: { email: ERASED.email },
    });
    expect(answer.status).toBe(200);
    expect(await mailTo(ERASED.email)).toEqual([]);
  });

  it('refuses the My deliveries cookie made before the erasure (401)', async () => {
    const answer = await call(myDeliveriesHandler, '/api/my-deliveries', { headers: oldCookie });
    expect(answer.status).toBe(401);
  });

  it('sends no code to someone whose only standing order is cancelled', async () => {
    const cancelled = await standingScenario({ items });
    await saveStandingOrder(cancelled.standing.id, (current) => ({
      ...current,
      status: 'cancelled',
    }));
    const email = cancelled.standing.customer.email;
    await call(myDeliveriesHandler, '/api/my-deliveries/code', { json: { email } });
    expect(await mailTo(email)).toEqual([]);
  });

  it('still sends a code to someone whose standing order is active', async () => {
    await call(myDeliveriesHandler, '/api/my-deliveries/code', {
      json: { email: other.standing.customer.email },
    });
    const codes = (await mailTo(other.standing.customer.email)).filter((message) =>
      message.subject.includes('sign-in code'),
    );
    expect(codes).toHaveLength(1);
  });
});

describe('a card saved on a setup page opened before the standing order was cancelled', () => {
  it('is detached at Stripe when its webhook arrives, and not kept', async () => {
    const late = await standingScenario({ paymentMethod: 'card', items });
    const answer = await call(cardFunction, `/api/my-deliveries/${late.standing.id}/card`, {
      method: 'POST',
      headers: await deliveriesCookieFor(late.standing.customer.email),
    });
    expect(answer.status).toBe(200);
    await saveStandingOrder(late.standing.id, (current) => ({ ...current, status: 'cancelled' }));
    const detachedBefore = stripe().detachedPaymentMethods.length;
    const saved = await fetch((answer.body as { setupUrl: string }).setupUrl, {
      method: 'POST',
      body: new URLSearchParams({ card: 'visa' }),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    expect((await storedStanding(late.standing.id)).card).toBeUndefined();
    expect(stripe().detachedPaymentMethods).toHaveLength(detachedBefore + 1);
  });
});
