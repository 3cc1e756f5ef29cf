// Change notices from separate OS processes (like Netlify instances, no memory shared): the same
// change sent four times from two processes at once (a double click, a retried request) emails
// the customer once; two different changes at once email one each, each naming only its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { dayLabel } from '../../src/lib/delivery/labels.ts';
import { followingDate } from '../../src/lib/standing-orders/standing-order.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { outbox, type OutboxMessage } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances } from '../fixtures/instances.ts';
import {
  myDeliveriesInstanceCall,
  standingScenario,
  storedStanding,
} from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
});

const items = [{ productId: 'beef-bolognese', quantity: 2 }];

const changeCall = myDeliveriesInstanceCall;

const noticesTo = async (email: string): Promise<OutboxMessage[]> =>
  (await outbox.list()).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Your standing order changed'),
  );

describe('change notices from several processes', () => {
  it('emails the same change sent four times from two processes at once once', async () => {
    const scenario = await standingScenario({ items });
    const twelve = await changeCall(scenario, 'items', {
      items: [{ productId: 'beef-bolognese', quantity: 12 }],
    });
    const answers = await callFromInstances([twelve, twelve, twelve, twelve], {
      instances: 2,
      concurrency: 2,
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await storedStanding(scenario.standing.id)).items).toEqual([
      { productId: 'beef-bolognese', quantity: 12 },
    ]);
    const notices = await noticesTo(scenario.standing.customer.email);
    expect(notices.map((mail) => mail.subject)).toEqual(['Your standing order changed: meals']);
    expect(notices[0]?.text).toContain('Meals: 2 × Beef Bolognese → 12 × Beef Bolognese');
  });

  it('emails two different changes at once one each, each naming only its own', async () => {
    const scenario = await standingScenario({ items });
    const first = scenario.nextDate;
    const second = followingDate(first, 1);
    const calls = [
      await changeCall(scenario, 'skip', { date: first }),
      await changeCall(scenario, 'skip', { date: second }),
    ];
    const answers = await callFromInstances(calls, { instances: 2 });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await storedStanding(scenario.standing.id)).skipDates).toEqual([first, second]);
    const notices = await noticesTo(scenario.standing.customer.email);
    const skipped = notices.map((mail) => /Skipped: .*/g.exec(mail.text)?.[0]).sort();
    expect(skipped).toEqual([`Skipped: ${dayLabel(first)}`, `Skipped: ${dayLabel(second)}`].sort());
    for (const mail of notices) expect(mail.text.match(/Skipped: /g)).toHaveLength(1);
  });
});
