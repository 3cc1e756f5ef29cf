// `npm run bench:mail`: campaign throughput. Fills a throwaway local Blobs store with
// subscribers, sends a campaign to all of them through the real sender (claims, fresh reads,
// outcomes, pooled SMTP) to a local smtp-server with the rate limit off, and prints messages per
// second and total time for a few settings of lanes and SMTP connections.
//   node scripts/bench/mail.ts [--recipients 2000]
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import type { Campaign } from '../../src/lib/newsletters/campaign.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { campaignProgress } from '../../src/server/newsletters/campaigns/campaign-progress.ts';
import { campaigns } from '../../src/server/newsletters/campaigns/campaign-records.ts';
import { runCampaignSender } from '../../src/server/newsletters/campaigns/campaign-sender.ts';
import { writeBenchmarkSection } from './report.ts';
import { backfillSubscriberListing } from '../../src/server/newsletters/subscribers/subscriber-list.ts';
import { subscriberId, subscribers } from '../../src/server/newsletters/subscribers/subscribers.ts';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '2000' } } });
const RECIPIENTS = Number(values.recipients);
const SETTINGS = [
  { lanes: 1, connections: 1 },
  { lanes: 8, connections: 2 },
  { lanes: 16, connections: 4 },
];

/** A local SMTP server that accepts everything and only counts. */
async function countingSmtpServer() {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received: () => received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function seedSubscribers(count: number): Promise<void> {
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, (_, offset) => {
        const email = `bench${String(start + offset)}@example.co.nz`;
        return subscribers.createOnce(subscriberId(email), {
          email,
          name: `Bench Subscriber ${String(start + offset)}`,
          preferences: ['recipes'],
          subscribedAt: at,
          consents: [{ at, source: 'import', preferences: ['recipes'], note: 'bench' }],
          status: 'subscribed',
        });
      }),
    );
  }
}

async function benchCampaign(settings: { lanes: number; connections: number }) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const campaign: Campaign = {
    id,
    subject: `Bench ${String(settings.lanes)} lanes`,
    previewText: 'Throughput',
    bodyMarkdown: '# Kia ora {{name}}\n\nA **bench** campaign with a [link](https://example.com).',
    mealCards: [],
    audience: { kind: 'everyone' },
    status: 'sending',
    createdAt: now,
    startedAt: now,
    origin: 'https://bench.example',
  };
  await campaigns.createOnce(id, campaign);
  const started = performance.now();
  const run = await runCampaignSender(id, { ratePerMinute: Infinity, ...settings });
  const seconds = (performance.now() - started) / 1000;
  const progress = await campaignProgress((await campaigns.get(id)) ?? campaign);
  return { ...settings, result: run.result, seconds, sent: progress.sent, failed: progress.failed };
}

const directory = await mkdtemp(join(tmpdir(), 'cube-kitchen-bench-mail-'));
const blobs = await startLocalBlobs(directory);
const smtp = await countingSmtpServer();
process.env.SMTP_URL = smtp.url;
try {
  console.info(`Seeding ${String(RECIPIENTS)} subscribers…`);
  await seedSubscribers(RECIPIENTS);
  // Seeded straight into the store: list them as the maintenance job would, so the first run
  // measures sending, not the one-off listing.
  const listingStarted = Date.now();
  while ((await backfillSubscriberListing()) > 0);
  const listingSeconds = (Date.now() - listingStarted) / 1000;
  console.info(`Listed them in ${listingSeconds.toFixed(1)} s (once, not sending)`);
  console.info('lanes  connections  sent  failed  seconds  messages/s');
  const rows: string[] = [];
  for (const settings of SETTINGS) {
    const row = await benchCampaign(settings);
    const rate = (row.sent / row.seconds).toFixed(0);
    rows.push(
      `| ${String(row.lanes)} | ${String(row.connections)} | ${String(row.sent)} | ${String(row.failed)} | ${row.seconds.toFixed(1)} s | ${rate} |`,
    );
    console.info(
      [
        String(row.lanes).padStart(5),
        String(row.connections).padStart(11),
        String(row.sent).padStart(5),
        String(row.failed).padStart(7),
        row.seconds.toFixed(1).padStart(8),
        (row.sent / row.seconds).toFixed(0).padStart(11),
      ].join('  '),
    );
  }
  console.info(`The SMTP server received ${String(smtp.received())} messages in all.`);
  await writeBenchmarkSection(
    'mail',
    'Newsletter campaigns (npm run bench:mail)',
    [
      `${new Date().toISOString().slice(0, 10)}: a campaign to ${String(RECIPIENTS)} subscribers through the real sender (recipient snapshot from the list's index keys, a claim with onlyIfNew and a fresh read of each subscriber, outcome keys) to a local smtp-server, the local Blobs server in the same process, sending rate limit off, 2 cores. The sender's defaults are 8 lanes and 2 connections; the settings' rate (600 a minute by default) is what paces a real send. Listing subscribers written straight to the store (the one-off backfill) took ${listingSeconds.toFixed(0)} s before these runs and is not counted.`,
      '',
      '| Lanes | SMTP connections | Sent | Failed | Time | Messages/s |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
} finally {
  await smtp.stop();
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}
