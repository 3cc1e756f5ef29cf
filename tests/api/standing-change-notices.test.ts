// Every change to a standing order emails its customer, whoever made it: each change from My
// deliveries (address, meals, skip, unskip, pause, resume, weekly time, reminders, cancel), staff's
// pause and cancel, and a card saved on Stripe's page. One email per change, saying what changed
// (old → new), when, who, the My deliveries sign-in link (never a signed-in link) and what to do
// if it was not them; a retried request sends no second one.
import { describe, expect, it } from 'vitest';
import adminHandler from '../../netlify/functions/admin-standing-orders.mts';
import cardFunction from '../../netlify/functions/my-deliveries-card.mts';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import webhookHandler from '../../netlify/functions/stripe-webhook.mts';
import { dayLabel } from '../../src/lib/delivery/labels.ts';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import { weeklySlotIdFor } from '../../src/lib/delivery/slots.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { customerIdOf } from '../../src/server/customers/customer-records.ts';
import { outbox, type OutboxMessage } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import {
  DELIVERIES_COOKIE,
  deliveriesSessionToken,
} from '../../src/server/standing-orders/deliveries-session.ts';
import { saveStandingCard } from '../../src/server/standing-orders/standing-cards.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';
import {
  standingScenario,
  storedStanding,
  type StandingScenario,
} from '../fixtures/standing-orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';
import { useStripeWithWebhook } from '../fixtures/webhook-bridge.ts';

runOnLocalBlobs();
useStripeWithWebhook(webhookHandler, 'whsec_test_change_notices');
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});

async function cookieFor(email: string): Promise<Record<string, string>> {
  const token = await deliveriesSessionToken(customerIdOf(email));
  return { cookie: `${DELIVERIES_COOKIE}=${token}`, origin: SITE_ORIGIN };
}

/** A change from My deliveries, as the page sends it, by the standing order's own customer. */
async function change(scenario: StandingScenario, action: string, json: unknown = {}) {
  const { id, customer } = scenario.standing;
  const answer = await call(myDeliveriesHandler, `/api/my-deliveries/${id}/${action}`, {
    json,
    headers: await cookieFor(customer.email),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

const noticesTo = async (email: string): Promise<OutboxMessage[]> =>
  (await outbox.list()).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Your standing order changed'),
  );

/** The one notice the customer got, checked for what every notice must say. */
async function onlyNotice(scenario: StandingScenario): Promise<OutboxMessage> {
  const { email } = scenario.standing.customer;
  const notices = await noticesTo(email);
  expect(notices.map((mail) => mail.subject)).toHaveLength(1);
  const [notice] = notices;
  if (!notice) throw new Error('No notice');
  const signIn = `${SITE_ORIGIN}/my-deliveries?email=${encodeURIComponent(email)}`;
  expect(notice.text).toMatch(/sign in to My deliveries: /);
  expect(notice.text).toContain(`My deliveries: ${signIn}\n`);
  expect(notice.html).toContain(`href="${signIn}"`);
  expect(notice.text).toMatch(/changed on \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2}[ap]m \(NZ time\)/);
  expect(notice.text).toContain('If this wasn’t you, sign out everywhere on My deliveries');
  // No signed-in link: nothing in it opens My deliveries without a fresh code.
  for (const part of [notice.text, notice.html]) {
    expect(part).not.toContain('link=');
    expect(part).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  }
  return notice;
}

const items = [{ productId: 'beef-bolognese', quantity: 2 }];

describe('changes from My deliveries', () => {
  it('emails an address change, old → new, once', async () => {
    const scenario = await standingScenario({ items });
    const { fulfilment } = scenario.standing;
    if (fulfilment.method !== 'delivery') throw new Error('Not a delivery');
    const address = { ...fulfilment.address, line1: '4 Other St', suburb: 'Gate Pa' };
    await change(scenario, 'address', { address, slotId: fulfilment.slotId });
    const notice = await onlyNotice(scenario);
    expect(notice.subject).toBe('Your standing order changed: address');
    const { postcode } = fulfilment.address;
    expect(notice.text).toContain(
      `Address: 12 Pacific Ave, Standingville, Tauranga ${postcode} → 4 Other St, Gate Pa, Tauranga ${postcode}`,
    );
    expect(notice.text).toContain('You changed this on My deliveries.');
    // The same change again (a retried request) changes nothing and sends nothing.
    await change(scenario, 'address', { address, slotId: fulfilment.slotId });
    await onlyNotice(scenario);
  });

  it('emails a change of meals, old → new, once', async () => {
    const scenario = await standingScenario({ items });
    const twelve = { items: [{ productId: 'beef-bolognese', quantity: 12 }] };
    await change(scenario, 'items', twelve);
    await change(scenario, 'items', twelve);
    const notice = await onlyNotice(scenario);
    expect(notice.subject).toBe('Your standing order changed: meals');
    expect(notice.text).toContain('Meals: 2 × Beef Bolognese → 12 × Beef Bolognese');
  });

  it('emails a skip and an unskip, one each', async () => {
    const scenario = await standingScenario({ items });
    const { email } = scenario.standing.customer;
    await change(scenario, 'skip', { date: scenario.nextDate });
    await change(scenario, 'skip', { date: scenario.nextDate });
    const skipped = await onlyNotice(scenario);
    expect(skipped.subject).toBe('Your standing order changed: skipped');
    expect(skipped.text).toContain(`Skipped: ${dayLabel(scenario.nextDate)}`);
    await change(scenario, 'unskip', { date: scenario.nextDate });
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(2);
    expect(notices.find((mail) => mail.subject.endsWith('back on'))?.text).toContain(
      `Back on: ${dayLabel(scenario.nextDate)}`,
    );
  });

  it('emails a pause and a resume, one each', async () => {
    const scenario = await standingScenario({ items });
    const until = addDays(scenario.nextDate, 14);
    await change(scenario, 'pause', { until });
    const paused = await onlyNotice(scenario);
    expect(paused.subject).toBe('Your standing order changed: paused');
    expect(paused.text).toContain(`Paused: no deliveries until ${dayLabel(until)}`);
    await change(scenario, 'resume');
    await change(scenario, 'resume');
    const resumed = (await noticesTo(scenario.standing.customer.email)).filter((mail) =>
      mail.subject.endsWith('resumed'),
    );
    expect(resumed).toHaveLength(1);
    expect(resumed[0]?.text).toContain(
      `Resumed: deliveries are back on, next delivery ${dayLabel(scenario.nextDate)}`,
    );
  });

  it('emails a new weekly time with its first delivery', async () => {
    const scenario = await standingScenario({ items, secondSlot: true });
    const weekday = (scenario.slot.weekday % 7) + 1;
    const slotId = weeklySlotIdFor({ zoneId: scenario.zoneId, weekday, start: '16:00' });
    await change(scenario, 'slot', { slotId });
    const notice = await onlyNotice(scenario);
    expect(notice.subject).toBe('Your standing order changed: day and time');
    const { nextDate } = await storedStanding(scenario.standing.id);
    expect(notice.text).toMatch(
      new RegExp(
        `Day and time: \\w+day, 4:00pm–6:00pm → \\w+day, 4:00pm–6:00pm, first delivery ${dayLabel(nextDate)}`,
      ),
    );
  });

  it('emails reminders switched off, and a cancel', async () => {
    const scenario = await standingScenario({ items });
    const { email } = scenario.standing.customer;
    await change(scenario, 'reminders', { reminders: false });
    const reminders = await onlyNotice(scenario);
    expect(reminders.subject).toBe('Your standing order changed: reminders');
    expect(reminders.text).toContain('Reminder emails: on → off');
    await change(scenario, 'cancel', { reason: 'Moving away' });
    const cancelled = (await noticesTo(email)).filter((mail) => mail.subject.endsWith('cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain('Cancelled: no more deliveries will be made');
    expect(cancelled[0]?.text).toContain('start a new standing order, sign in to My deliveries');
  });

  it('sends nothing for a refused change', async () => {
    const scenario = await standingScenario({ items });
    const { id } = scenario.standing;
    const other = await call(myDeliveriesHandler, `/api/my-deliveries/${id}/items`, {
      json: { items: [{ productId: 'beef-bolognese', quantity: 12 }] },
      headers: await cookieFor('someone-else@example.co.nz'),
    });
    expect(other.status).toBe(404);
    const unknownMeal = await call(myDeliveriesHandler, `/api/my-deliveries/${id}/items`, {
      json: { items: [{ productId: 'no-such-meal', quantity: 1 }] },
      headers: await cookieFor(scenario.standing.customer.email),
    });
    expect(unknownMeal.status).toBe(400);
    expect(await noticesTo(scenario.standing.customer.email)).toEqual([]);
  });
});

describe('changes by staff', () => {
  const admin = (path: string, json: unknown) =>
    call(adminHandler, path, { json, headers: team.admin });

  it('emails a staff pause and cancel, saying our team made them and why', async () => {
    const scenario = await standingScenario({ items });
    const { id, customer } = scenario.standing;
    const until = addDays(scenario.nextDate, 21);
    const pause = { reason: 'Away on holiday', until };
    expect((await admin(`/api/admin/standing-orders/${id}/pause`, pause)).status).toBe(200);
    const paused = await onlyNotice(scenario);
    expect(paused.subject).toBe('Your standing order changed: paused');
    expect(paused.text).toContain(`Paused: no deliveries until ${dayLabel(until)}`);
    expect(paused.text).toContain('Our team changed this: Away on holiday');
    expect(paused.text).not.toContain('You changed this');

    const cancel = { reason: 'Asked by phone' };
    expect((await admin(`/api/admin/standing-orders/${id}/cancel`, cancel)).status).toBe(200);
    expect((await admin(`/api/admin/standing-orders/${id}/cancel`, cancel)).status).toBe(409);
    const cancelled = (await noticesTo(customer.email)).filter((mail) =>
      mail.subject.endsWith('cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain('Our team changed this: Asked by phone');
  });
});

describe('a card saved on Stripe’s page', () => {
  it('emails which card is charged from now on, once', async () => {
    const scenario = await standingScenario({ paymentMethod: 'card', items });
    const { id, customer } = scenario.standing;
    const answer = await call(cardFunction, `/api/my-deliveries/${id}/card`, {
      method: 'POST',
      headers: await cookieFor(customer.email),
    });
    expect(answer.status).toBe(200);
    const { setupUrl } = answer.body as { setupUrl: string };
    const saved = await fetch(setupUrl, {
      method: 'POST',
      body: new URLSearchParams({ card: 'visa' }),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    const notice = await onlyNotice(scenario);
    expect(notice.subject).toBe('Your standing order changed: payment');
    expect(notice.text).toContain(
      'Payment: Visa ending 4242 will be charged for your deliveries from now on',
    );
    expect(notice.text).not.toMatch(/pm_|cus_/);
    // Stripe's event again (a replay, or a second event for the same card) sends nothing more.
    const { card } = await storedStanding(id);
    if (!card) throw new Error('No card saved');
    await saveStandingCard(id, card);
    await onlyNotice(scenario);
  });
});
