// A campaign sent while the store fails a tenth of its calls (500/503, a write answered 500 or
// cut off, late answers): two sender processes at once, each resuming after a run the store
// ended, and still nobody gets the campaign twice, and everyone in the audience has an outcome.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignProgress } from '../../src/server/newsletters/campaigns/campaign-progress.ts';
import { campaigns } from '../../src/server/newsletters/campaigns/campaign-records.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { copiesBy, sendingCampaign } from '../fixtures/campaigns.ts';
import { COMPILE_CACHE } from '../fixtures/instances.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/smtp.ts';
import { seedSubscribedReaders } from '../fixtures/subscriber-seeding.ts';

vi.mock(import('../../src/server/admin/dashboard-board.ts'), async (importOriginal) =>
  (await import('../fixtures/subscriber-seeding.ts')).boardFollowing(importOriginal),
);

const blobs = runOnLocalBlobs({ faults: null });

const AUDIENCE = 300;
const WORKER_SCRIPT = fileURLToPath(
  new URL('../fixtures/campaign-worker-process.ts', import.meta.url),
);
const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
const emailOf = (n: number) => `faulty${String(n).padStart(4, '0')}@example.com`;

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
  await seedSubscribedReaders(
    Array.from({ length: AUDIENCE }, (_, n) => ({
      email: emailOf(n),
      name: `Person ${String(n)}`,
    })),
  );
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

/** Runs a sender process until the campaign is finished; resolves with its exit code. */
function startWorker(campaignId: string, options: object): Promise<number | null> {
  const child = spawn(NODE, [WORKER_SCRIPT, campaignId, JSON.stringify(options)], {
    env: { ...process.env, SMTP_URL: smtp.url, NODE_COMPILE_CACHE: COMPILE_CACHE },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
}

describe('sending a campaign while the store fails', () => {
  it('two workers at once with a tenth of store calls failing: nobody gets it twice', async () => {
    const subject = 'Sent through store faults';
    const { id } = await sendingCampaign(subject);
    // A lease of 1 ms is always expired, so both work the queue side by side; a claim left
    // without an outcome is reported failed after half a second, never sent again.
    const options = { leaseMs: 1, unknownAfterMs: 500, connections: 2, batchSize: 25 };
    blobs.setFaults({ rate: 0.1, seed: 20 });
    try {
      const exits = await Promise.all([startWorker(id, options), startWorker(id, options)]);
      expect(exits).toEqual([0, 0]);
    } finally {
      blobs.setFaults(null);
    }

    const copies = copiesBy(smtp.received, subject);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    const stored = await campaigns.get(id);
    if (!stored) throw new Error('The campaign vanished');
    const progress = await campaignProgress(stored);
    expect(progress).toMatchObject({ status: 'sent', recipients: AUDIENCE, left: 0 });
    expect(progress.sent + progress.failed + progress.skipped).toBe(AUDIENCE);
    // Everyone reported sent got one copy; one reported failed got at most one.
    expect(copies.size).toBeGreaterThanOrEqual(progress.sent);
    expect(copies.size).toBeLessThanOrEqual(progress.sent + progress.failed);
  }, 90_000);
});
