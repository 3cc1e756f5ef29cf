// Sending campaigns for real: a real SMTP server (smtp-server), the real local Blobs server, and
// senders in separate OS processes that may be killed mid-send, as function instances are.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignProgress } from '../../src/server/newsletters/campaigns/campaign-progress.ts';
import {
  campaignClaims,
  campaignOutcomes,
  campaigns,
} from '../../src/server/newsletters/campaigns/campaign-records.ts';
import { runCampaignSender } from '../../src/server/newsletters/campaigns/campaign-sender.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import {
  backfillSubscriberListing,
  listingKeysOf,
} from '../../src/server/newsletters/subscribers/subscriber-list.ts';
import {
  subscriberId,
  subscribers,
  unsubscribe,
  type Subscriber,
} from '../../src/server/newsletters/subscribers/subscribers.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { copiesBy, sendingCampaign } from '../fixtures/campaigns.ts';
import { COMPILE_CACHE } from '../fixtures/instances.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../fixtures/smtp.ts';
import { seedingSubscribers } from '../fixtures/subscriber-seeding.ts';

vi.mock(import('../../src/server/admin/dashboard-board.ts'), async (importOriginal) =>
  (await import('../fixtures/subscriber-seeding.ts')).boardFollowing(importOriginal),
);

runOnLocalBlobs();

/**
 * Everyone on the list: more than one queue chunk (QUEUE_CHUNK_SIZE, 500), so a send crosses
 * from one chunk to the next; more people only made the file slower (2,000 took 39 s).
 */
const EVERYONE = 600;
/** Of everyone, these also chose "events": the audience of the smaller campaigns. */
const EVENT_GOERS = 60;
const WORKER_SCRIPT = fileURLToPath(
  new URL('../fixtures/campaign-worker-process.ts', import.meta.url),
);
const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));

let smtp: TestSmtpServer;
/** Run by the SMTP server on each message before it accepts it (a test holds the sender there). */
let onMail: (mail: ReceivedMail) => Promise<void> = () => Promise.resolve();
const emailOf = (n: number) => `person${String(n).padStart(4, '0')}@example.com`;

// Time limit: 600 subscribers are 1,800 writes to the local Blobs server before any test, a
// minute or more on a busy 2-core machine (tests running beside builds); what the tests check
// does not depend on it.
beforeAll(async () => {
  smtp = await startTestSmtpServer({ onReceived: (mail) => onMail(mail) });
  vi.stubEnv('SMTP_URL', smtp.url);
  const at = new Date().toISOString();
  await seedingSubscribers(async () => {
    // The list's backfill has run (on no one yet), as on a shop whose list had its keys before
    // these people came: each is written with the keys that list them, which the campaigns
    // snapshot their audience from (as signing up writes them, without its reads), 250 at a time.
    while ((await backfillSubscriberListing()) > 0);
    const all = Array.from({ length: EVERYONE }, (_, n) => n);
    for (let start = 0; start < EVERYONE; start += 250) {
      await Promise.all(
        all.slice(start, start + 250).map(async (n) => {
          const preferences = n < EVENT_GOERS ? (['events'] as const) : (['recipes'] as const);
          const id = subscriberId(emailOf(n));
          const subscriber: Subscriber = {
            email: emailOf(n),
            name: `Person ${String(n)}`,
            preferences: [...preferences],
            subscribedAt: at,
            consents: [{ at, source: 'import', preferences: [...preferences], note: 'test' }],
            status: 'subscribed',
          };
          await Promise.all([
            subscribers.createOnce(id, subscriber),
            ...listingKeysOf(id, subscriber).map((key) => retryingStore().set(key, '')),
          ]);
        }),
      );
    }
  });
}, 300_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

function startWorker(
  campaignId: string,
  options: object,
): { child: ChildProcess; done: Promise<number | null> } {
  const child = spawn(NODE, [WORKER_SCRIPT, campaignId, JSON.stringify(options)], {
    env: { ...process.env, SMTP_URL: smtp.url, NODE_COMPILE_CACHE: COMPILE_CACHE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const done = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, done };
}

/** Where a campaign's sending stands. */
async function progressOf(id: string) {
  const campaign = await campaigns.get(id);
  if (!campaign) throw new Error(`No campaign ${id}`);
  return campaignProgress(campaign);
}

// Time limits of the sends: each writes thousands of claims and outcomes to the local Blobs server
// and hands 600 emails to the SMTP server, all on the same machine; on a busy 2-core machine
// (tests running beside builds) a send takes minutes instead of seconds. What each test checks
// does not depend on it.
const SEND_TIME_LIMIT = 240_000;

/** Waits until the SMTP server has recorded what `condition` asks, within the sends' limit. */
const until = async (condition: () => boolean) => {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('The SMTP server has not received it yet');
    },
    { timeout: SEND_TIME_LIMIT, interval: 5 },
  );
};

describe('sending a campaign through SMTP', () => {
  it(
    'delivers to 600 subscribers exactly once each, with the one-click unsubscribe headers',
    async () => {
      const campaign = await sendingCampaign('To everyone', { kind: 'everyone' });
      const run = await runCampaignSender(campaign.id, {
        ratePerMinute: Infinity,
        connections: 4,
        lanes: 16,
      });
      expect(run.result).toBe('finished');
      const copies = copiesBy(smtp.received, 'To everyone');
      expect(copies.size).toBe(EVERYONE);
      expect([...copies.values()].every((count) => count === 1)).toBe(true);
      const one = smtp.received.find(
        (mail) => mail.envelopeTo[0] === emailOf(7) && mail.message.subject === 'To everyone',
      );
      const header = (name: string) =>
        one?.message.headers.find((item) => item.key === name)?.value ?? '';
      expect(header('list-unsubscribe')).toMatch(
        /^<https:\/\/shop\.example\/unsubscribe\?token=[\w.-]+&c=[\w-]+>$/,
      );
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(one?.message.text).toContain('Kia ora Person');
      expect(await progressOf(campaign.id)).toEqual({
        status: 'sent',
        recipients: EVERYONE,
        sent: EVERYONE,
        kept: 0,
        failed: 0,
        skipped: 0,
        left: 0,
        unsubscribes: 0,
      });
    },
    SEND_TIME_LIMIT,
  );

  it(
    'killed half-way and resumed in another process, nobody gets it twice',
    async () => {
      const subject = 'Killed and resumed';
      const campaign = await sendingCampaign(subject, { kind: 'everyone' });
      const options = {
        leaseMs: 1_000,
        unknownAfterMs: 500,
        connections: 2,
        lanes: 4,
        batchSize: 25,
      };
      const first = startWorker(campaign.id, options);
      await until(() => copiesBy(smtp.received, subject).size >= 150);
      first.child.kill('SIGKILL');
      await first.done;
      const atKill = copiesBy(smtp.received, subject).size;
      expect(atKill).toBeLessThan(EVERYONE);
      // The resumer sends the rest four lanes at a time on each of its connections, as the
      // first send did: what is asserted below of the claims left unknown is the first
      // worker's, whose lanes were in flight when it was killed.
      const second = startWorker(campaign.id, { ...options, connections: 4, lanes: 16 });
      expect(await second.done).toBe(0);

      const copies = copiesBy(smtp.received, subject);
      expect([...copies.values()].every((count) => count === 1)).toBe(true);
      const unknown = await campaignOutcomes.listIds(`${campaign.id}/failed/`);
      const progress = await progressOf(campaign.id);
      expect(progress).toMatchObject({ status: 'sent', recipients: EVERYONE, skipped: 0, left: 0 });
      expect(progress.failed).toBe(unknown.length);
      // Those claimed when the process died (at most one per lane) are reported failed and never
      // sent again: each got it at most once (once if the server took it before the kill).
      expect(unknown.length).toBeLessThanOrEqual(options.lanes);
      expect(copies.size).toBeGreaterThanOrEqual(EVERYONE - unknown.length);
      expect(copies.size).toBeLessThanOrEqual(EVERYONE);
      expect(progress.sent).toBe(EVERYONE - unknown.length);
      expect(await campaignClaims.listIds(`${campaign.id}/`)).toHaveLength(EVERYONE);
    },
    SEND_TIME_LIMIT,
  );

  it(
    'never sends to someone who unsubscribed while the campaign was going out',
    async () => {
      const subject = 'Events this week';
      const campaign = await sendingCampaign(subject, {
        kind: 'preferences',
        preferences: ['events'],
      });
      const eventIds = Array.from({ length: EVENT_GOERS }, (_, n) =>
        subscriberId(emailOf(n)),
      ).sort();
      // The last event-goer in queue order unsubscribes while the fifth email is with the mail
      // server: one lane, so the sender waits for it, and every email after it is sent after
      // the unsubscribe (at no particular pace: what counts is that the leaver is read again).
      const leaver = eventIds.at(-1) ?? '';
      let copiesSeen = 0;
      onMail = async (mail) => {
        if (mail.message.subject !== subject) return;
        copiesSeen += 1;
        if (copiesSeen === 5)
          await unsubscribe(leaver, { via: 'one-click', campaignId: campaign.id });
      };
      const run = await runCampaignSender(campaign.id, {
        ratePerMinute: Infinity,
        connections: 1,
        lanes: 1,
      }).finally(() => {
        onMail = () => Promise.resolve();
      });
      expect(run.result).toBe('finished');
      const leaverEmail = (await subscribers.get(leaver))?.email ?? '';
      const copies = copiesBy(smtp.received, subject);
      expect(copies.has(leaverEmail)).toBe(false);
      expect(copies.size).toBe(EVENT_GOERS - 1);
      expect(await progressOf(campaign.id)).toMatchObject({
        recipients: EVENT_GOERS,
        sent: EVENT_GOERS - 1,
        skipped: 1,
        unsubscribes: 1,
        left: 0,
      });
    },
    SEND_TIME_LIMIT,
  );

  it(
    'two workers at once (the lease taken over all the time) never send twice',
    async () => {
      const subject = 'Two workers';
      const campaign = await sendingCampaign(subject, {
        kind: 'preferences',
        preferences: ['events'],
      });
      // A lease of 1 ms is always expired: both processes work the queue side by side.
      const options = { leaseMs: 1, connections: 2, batchSize: 10 };
      const workers = [startWorker(campaign.id, options), startWorker(campaign.id, options)];
      expect(await Promise.all(workers.map((worker) => worker.done))).toEqual([0, 0]);
      // One of the event-goers left in the test before.
      const copies = copiesBy(smtp.received, subject);
      expect(copies.size).toBe(EVENT_GOERS - 1);
      expect([...copies.values()].every((count) => count === 1)).toBe(true);
      const progress = await progressOf(campaign.id);
      expect(progress).toMatchObject({
        recipients: EVENT_GOERS - 1,
        sent: EVENT_GOERS - 1,
        left: 0,
      });
    },
    SEND_TIME_LIMIT,
  );
});
