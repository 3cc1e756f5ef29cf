// Campaigns on a Netlify plan without background functions: the kick to the background sender
// answers 404, so the per-minute scheduler sends itself, within its budget, run after run, under
// the same lease and claims: everyone gets the campaign once. Where the background function
// answers, the scheduler leaves the sending to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../src/lib/newsletters/campaign.ts';
import { CAMPAIGN_SENDER_PATH } from '../../src/server/newsletters/campaigns/campaign-kick.ts';
import { campaigns } from '../../src/server/newsletters/campaigns/campaign-records.ts';
import { runCampaignScheduler } from '../../src/server/newsletters/campaigns/campaign-scheduler-run.ts';
import { readSettingsSnapshot, saveShopSettings } from '../../src/server/settings.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { copiesBy, storedCampaign } from '../fixtures/campaigns.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { seedSubscribedReaders } from '../fixtures/subscriber-seeding.ts';

vi.mock(import('../../src/server/admin/dashboard-board.ts'), async (importOriginal) =>
  (await import('../fixtures/subscriber-seeding.ts')).boardFollowing(importOriginal),
);

runOnLocalBlobs();

const PEOPLE = 150;
/** 50 emails a second: a run of BUDGET_MS can send at most about 60 of the 150. */
const RATE_PER_MINUTE = 3_000;
const BUDGET_MS = 1_200;
/** The emails already given a send slot when the budget ends still go. */
const MARGIN_MS = 1_500;

let smtp: TestSmtpServer;
let site: Server;
let origin = '';
/** How the site answers the kick: 404 where the plan has no background functions. */
let kickStatus = 404;
const kicks: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
  site = createServer((req, res) => {
    kicks.push(req.url ?? '');
    req.resume();
    res.writeHead(kickStatus).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  await seedSubscribedReaders(
    Array.from({ length: PEOPLE }, (_, n) => ({
      email: `reader${String(n).padStart(3, '0')}@example.com`,
      name: `Reader ${String(n)}`,
    })),
  );
  const { settings, revision } = await readSettingsSnapshot();
  const owner = { id: 'owner', username: 'owner' };
  await saveShopSettings(
    owner,
    { ...settings, campaignSendRatePerMinute: RATE_PER_MINUTE },
    revision,
  );
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
  await new Promise((resolve) => site.close(resolve));
});

/** A campaign to everyone, scheduled for a minute ago: the scheduler's next run starts it. */
function dueCampaign(subject: string): Promise<Campaign> {
  return storedCampaign(subject, {
    status: 'scheduled',
    sendAt: new Date(Date.now() - 60_000).toISOString(),
  });
}

describe('the campaign scheduler', () => {
  it('sends a campaign to completion over several runs when there is no background function', async () => {
    kickStatus = 404;
    const campaign = await dueCampaign('Without background functions');
    const runs: { ms: number; result: string | undefined }[] = [];
    while ((await campaigns.get(campaign.id))?.status !== 'sent' && runs.length < 20) {
      const started = performance.now();
      const report = await runCampaignScheduler({ origin, budgetMs: BUDGET_MS });
      runs.push({ ms: performance.now() - started, result: report.sentHere[campaign.id] });
    }

    expect((await campaigns.get(campaign.id))?.status).toBe('sent');
    // The fast path was tried every run; the site had no background function to take it.
    expect(kicks.filter((url) => url === CAMPAIGN_SENDER_PATH)).toHaveLength(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.slice(0, -1).every((run) => run.result === 'stopped')).toBe(true);
    expect(runs.at(-1)?.result).toBe('finished');
    for (const run of runs) expect(run.ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    const copies = copiesBy(smtp.received, 'Without background functions');
    expect(copies.size).toBe(PEOPLE);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);

  it('leaves the sending to the background function when it takes the kick', async () => {
    kickStatus = 202;
    const campaign = await dueCampaign('With background functions');
    const report = await runCampaignScheduler({ origin, budgetMs: BUDGET_MS });
    expect(report).toEqual({ started: [campaign.id], inBackground: [campaign.id], sentHere: {} });
    expect(copiesBy(smtp.received, 'With background functions').size).toBe(0);
    expect((await campaigns.get(campaign.id))?.status).toBe('sending');
  });
});
