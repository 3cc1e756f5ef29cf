// The personal-data registry's canary: one made-up person (a name, email, phone and street found
// nowhere else) goes through every flow that stores something about a person: a card standing
// order started at checkout, its card saved, the job reminding and making an order, a one-off
// order, a My deliveries code, a newsletter signup and subscription, a contact message, a
// delivery-area request, a restock waitlist entry and a staff note. Then every key of the store
// is read: any key or value naming the person must be of a registered family. After the erasure,
// only the families the registry keeps for tax may still name them. A new record family that
// stores an email or address and is not registered fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import adminCustomersHandler from '../../netlify/functions/admin-customers.mts';
import adminOrdersHandler from '../../netlify/functions/admin-orders.mts';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { fromKeySafe } from '../../src/lib/key-text.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import {
  familyOfKey,
  PERSONAL_DATA_FAMILIES,
} from '../../src/server/customers/personal-data-registry.ts';
import { addToRestockWaitlist } from '../../src/server/inventory/restock-waitlist.ts';
import { sendDueRestockReminders } from '../../src/server/marketing/restock-reminders.ts';
import { subscribe } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { saveContactMessage } from '../../src/server/public-forms/contact-messages.ts';
import { registerDeliveryInterest } from '../../src/server/public-forms/delivery-interest.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import { signUp } from '../fixtures/newsletter-signup.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { saveCardOn, standingScenario, storedStanding } from '../fixtures/standing-orders.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

runOnLocalBlobs();
useStripeWithWebhook(webhookHandler, 'whsec_test_personal_data');
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('chicken-cacciatore', 300);
});

/** The canary: every part of it is a word found nowhere else in the shop's data. */
const CANARY = {
  name: 'Moana Vexlorn',
  email: 'vexlorn.canary@example.co.nz',
  phone: '027 913 5580',
};
const CANARY_STREET = '88 Quillbrae Road';
const NEEDLES = ['vexlorn', 'quillbrae', '027 913 5580', '0279135580'];

const DAY_MS = 24 * 60 * 60 * 1000;

const names = (text: string) => NEEDLES.some((needle) => text.toLowerCase().includes(needle));

/** Whether a key names the canary, as it is or in a part encoded for keys (base64url). */
function keyNames(key: string): boolean {
  if (names(key)) return true;
  return key.split(/[/~]/).some((part) => {
    try {
      return names(fromKeySafe(part));
    } catch {
      return false;
    }
  });
}

/** The canary's customer id: the hash of their address, which keys and values name them by. */
const CANARY_ID = customerIdOf(CANARY.email);

/** The keys of the shop's store naming the canary: by their details, or only by their hash. */
async function keysNamingCanary(): Promise<{ details: string[]; hashOnly: string[] }> {
  const store = openStore();
  const { blobs } = await store.list();
  const details: string[] = [];
  const hashOnly: string[] = [];
  for (const { key } of blobs) {
    const value: unknown = await store.get(key);
    const text = typeof value === 'string' ? value : '';
    if (keyNames(key) || names(text)) details.push(key);
    else if (key.includes(CANARY_ID) || text.includes(CANARY_ID)) hashOnly.push(key);
  }
  return { details: details.sort(), hashOnly: hashOnly.sort() };
}

const admin = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(adminCustomersHandler, path, { headers: team.admin, ...options });

describe('the personal-data registry', () => {
  it('is well formed: one entry per prefix, each erasable family erased or covered', () => {
    const prefixes = PERSONAL_DATA_FAMILIES.map((family) => family.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const family of PERSONAL_DATA_FAMILIES) {
      if (family.coveredBy) expect(prefixes).toContain(family.coveredBy);
      if (family.erasure === 'delete' || family.erasure === 'strip') {
        expect(Boolean(family.erase) || Boolean(family.coveredBy), family.prefix).toBe(true);
      }
      expect(family.why.length, family.prefix).toBeGreaterThan(10);
    }
    const sections = PERSONAL_DATA_FAMILIES.flatMap((family) =>
      family.exported ? [family.exported.section] : [],
    );
    expect(new Set(sections).size).toBe(sections.length);
  });
});

describe('the canary person', () => {
  let made: string[] = [];
  let hashed: string[] = [];
  beforeAll(async () => {
    const scenario = await standingScenario({
      paymentMethod: 'card',
      customer: CANARY,
      line1: CANARY_STREET,
      items: [{ productId: 'chicken-cacciatore', quantity: 2 }],
    });
    await saveCardOn(scenario, 'visa');
    const oneOff = await placeTestOrder({
      customer: CANARY,
      restockReminder: true,
      notes: 'Vexlorn gate code',
    });
    // Staff take it through to delivered (shopper notices, the audit, the restock reminder).
    for (const step of [
      { status: 'paid', receivedOn: nzDateOf(new Date()) },
      { status: 'packed' },
      { status: 'out_for_delivery' },
      { status: 'delivered' },
    ]) {
      const moved = await call(adminOrdersHandler, `/api/admin/orders/${oneOff.id}/status`, {
        json: step,
        headers: team.staff,
        params: { id: oneOff.id },
      });
      expect(moved.status).toBe(200);
    }
    const code = await call(myDeliveriesHandler, '/api/my-deliveries/code', {
      json: { email: CANARY.email },
    });
    expect(code.status).toBe(200);
    expect((await signUp(CANARY.email, { name: CANARY.name })).status).toBe(201);
    await subscribe({ email: CANARY.email, name: CANARY.name }, 'newsletter-form');
    await saveContactMessage({
      name: CANARY.name,
      email: CANARY.email,
      subject: 'wholesale',
      message: `Could you deliver to ${CANARY_STREET}?`,
      subscribedToNewsletter: false,
    });
    await registerDeliveryInterest({ email: CANARY.email, postcode: '3119', suburb: 'Te Puke' });
    await addToRestockWaitlist('beef-bolognese', CANARY.email);
    const note = await admin(`/api/admin/customers/${customerIdOf(CANARY.email)}/notes`, {
      json: { text: `Leave by the shed at ${CANARY_STREET}` },
    });
    expect(note.status).toBe(200);
    await runStandingOrders({ now: scenario.remindAt, origin: SITE_ORIGIN });
    const report = await runStandingOrders({ now: scenario.makeAt, origin: SITE_ORIGIN });
    expect(report.made).toContain(scenario.standing.id);
    expect((await storedStanding(scenario.standing.id)).runs.at(-1)?.outcome).toBe('made');
    const reminders = await sendDueRestockReminders(
      new Date(Date.now() + 22 * DAY_MS),
      SITE_ORIGIN,
    );
    expect(reminders.sent).toContain(oneOff.id);
    ({ details: made, hashOnly: hashed } = await keysNamingCanary());
  });

  it('is stored only in registered families', () => {
    const unregistered = [...made, ...hashed].filter((key) => familyOfKey(key) === null);
    expect(unregistered).toEqual([]);
    // The flows did store them (the scan is not looking at the wrong store, nor a flow skipped).
    const families = new Set(made.map((key) => familyOfKey(key)?.prefix));
    for (const family of [
      'standing-orders',
      'standing-order-makes',
      'standing-order-list',
      'orders',
      'outbox',
      'messages',
      'subscribers',
      'newsletter-signup-requests',
      'restock-reminders-sent',
      'customer-notes',
    ]) {
      expect(families).toContain(family);
    }
    // And the families that name them by their address hash are looked at too.
    expect(hashed).toContain(`deliveries-codes/${CANARY_ID}`);
  });

  it('after the erasure, is left only in the families kept for tax', async () => {
    const erased = await admin(`/api/admin/customers/${customerIdOf(CANARY.email)}`, {
      method: 'DELETE',
    });
    expect(erased.status).toBe(200);
    const left = await keysNamingCanary();
    const rule = (key: string) => familyOfKey(key)?.erasure;
    // Named by their details: only the tax records and what mirrors them.
    expect(left.details.filter((key) => rule(key) !== 'keep-for-tax')).toEqual([]);
    // Named by their address hash: also what must stay for the erasure to hold (`keep`).
    expect(
      left.hashOnly.filter((key) => rule(key) !== 'keep-for-tax' && rule(key) !== 'keep'),
    ).toEqual([]);
    expect(left.details.some((key) => key.startsWith('orders/'))).toBe(true);
  });
});
