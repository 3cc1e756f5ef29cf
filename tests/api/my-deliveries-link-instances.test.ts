// The code email's sign-in link opened from several OS processes at once (like Netlify instances
// or astro dev's workers, no memory shared): the create-once record of its use lets exactly one
// open sign in; every other is refused.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import myDeliveriesHandler from '../../netlify/functions/my-deliveries.mts';
import { outbox } from '../../src/server/mail/outbox.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { callFromInstances } from '../fixtures/instances.ts';
import { standingScenario } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

const PAGE = fileURLToPath(new URL('../fixtures/sign-in-link-page.ts', import.meta.url));

beforeAll(async () => {
  await seedShop();
});

describe('one sign-in link from several instances', { timeout: 120_000 }, () => {
  it('8 opens from 4 processes at once: exactly one signs in', async () => {
    const email = (await standingScenario()).standing.customer.email;
    const asked = await call(myDeliveriesHandler, '/api/my-deliveries/code', { json: { email } });
    expect(asked.status).toBe(200);
    const mail = (await outbox.list()).find(
      (message) => message.to.includes(email) && message.subject.includes('sign-in code'),
    );
    const link = /https?:\/\/\S+\/my-deliveries\?link=[\w.%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const answers = await callFromInstances(
      Array.from({ length: 8 }, () => ({ handler: PAGE, path: link, options: {} })),
      { instances: 4, concurrency: 2 },
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([303, 400, 400, 400, 400, 400, 400, 400]);
  });
});
