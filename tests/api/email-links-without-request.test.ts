// Emails built with no request at hand (restock news and low-stock alerts, sent by whatever
// changed the stock; a campaign whose start recorded no origin) take the shop's address from
// linkOriginWithoutRequest(), never '': a relative link in an email goes nowhere. Nothing here
// names the site (no URL, no Netlify context), the hardest case: the local shop's address it is.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../src/lib/newsletters/campaign.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { outbox, type OutboxMessage } from '../../src/server/mail/outbox.ts';
import { campaigns } from '../../src/server/newsletters/campaigns/campaign-records.ts';
import { runCampaignSender } from '../../src/server/newsletters/campaigns/campaign-sender.ts';
import { addToRestockWaitlist } from '../../src/server/inventory/restock-waitlist.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { subscribe } from '../../src/server/newsletters/subscribers/subscribers.ts';
import { LOCAL_SHOP_ORIGIN } from '../../src/server/system/deploy.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';

runOnLocalBlobs();

beforeAll(async () => {
  vi.stubEnv('URL', '');
  vi.stubEnv('SMTP_URL', '');
  await seedShop();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

/** Every address an email's HTML links to or loads. */
const htmlAddresses = (mail: OutboxMessage): string[] =>
  [...mail.html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map(([, address = '']) => address);

/** Paths standing alone in the plain text (a link someone would have to complete). */
const textPaths = (mail: OutboxMessage): string[] =>
  [...mail.text.matchAll(/(?:^|[\s(<"])(\/[\w-][^\s)>"]*)/gm)].map(([, path = '']) => path);

/** What an email links to that is not absolute (http(s), or mailto:/tel:). */
function relativeLinks(mail: OutboxMessage): string[] {
  const absolute = /^(?:https?:\/\/[^/]|mailto:|tel:)/i;
  return [...htmlAddresses(mail).filter((address) => !absolute.test(address)), ...textPaths(mail)];
}

const mailTo = async (email: string, subject: RegExp) =>
  (await outbox.list()).filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('emails sent without a request', () => {
  it('restock news links to the meal on the shop’s own address', async () => {
    await setStockLevel('lamb-rogan-josh', 0);
    await addToRestockWaitlist('lamb-rogan-josh', 'waiting@example.co.nz');
    await setStockLevel('lamb-rogan-josh', 12);
    const [news] = await mailTo('waiting@example.co.nz', /back in stock/);
    expect(news).toBeDefined();
    if (!news) return;
    expect(relativeLinks(news)).toEqual([]);
    expect(htmlAddresses(news)).toContain(`${LOCAL_SHOP_ORIGIN}/meals/lamb-rogan-josh`);
    expect(news.text).toContain(`${LOCAL_SHOP_ORIGIN}/meals/lamb-rogan-josh`);
  });

  it('a low-stock alert links to the inventory on the shop’s own address', async () => {
    await setStockLevel('butter-chicken', 0);
    const alerts = (await outbox.list()).filter((mail) => mail.text.includes('/admin/inventory'));
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(relativeLinks(alert)).toEqual([]);
      expect(alert.text).toContain(`${LOCAL_SHOP_ORIGIN}/admin/inventory`);
    }
  });

  it('a campaign whose start recorded no origin links only to absolute addresses', async () => {
    await subscribe({ email: 'reader@example.co.nz', name: 'Reader' }, 'newsletter-form');
    const id = randomUUID();
    const campaign: Campaign = {
      id,
      subject: 'Winter menu',
      previewText: '',
      bodyMarkdown: 'Kia ora {{name}}, see [the meals](/meals) and ![a picture](/images/logo.svg)',
      mealCards: ['thai-green-curry'],
      audience: { kind: 'everyone' },
      status: 'sending',
      createdAt: new Date().toISOString(),
      startedAt: new Date().toISOString(),
    };
    await campaigns.createOnce(id, campaign);
    expect((await runCampaignSender(id, { ratePerMinute: 6000 })).result).toBe('finished');
    const [email] = await mailTo('reader@example.co.nz', /Winter menu/);
    expect(email).toBeDefined();
    if (!email) return;
    expect(relativeLinks(email)).toEqual([]);
    expect(htmlAddresses(email)).toEqual(
      expect.arrayContaining([
        `${LOCAL_SHOP_ORIGIN}/meals`,
        `${LOCAL_SHOP_ORIGIN}/meals/thai-green-curry`,
      ]),
    );
  });
});
