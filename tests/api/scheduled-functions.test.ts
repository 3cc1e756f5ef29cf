// The scheduled functions run for Netlify's scheduler on a published deploy and for runs our own
// host signs; anyone else who finds their URL gets a 404 that says nothing, and nothing runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import campaignScheduler from '../../netlify/functions/campaign-scheduler.mts';
import maintenance from '../../netlify/functions/maintenance.mts';
import standingOrders from '../../netlify/functions/standing-orders.mts';
import type { RequestContext } from '../../src/server/http/handler.ts';
import { internalSignature } from '../../src/server/http/internal-kick.ts';
import {
  SCHEDULED_KICK_HEADER,
  scheduledKickHeaders,
} from '../../src/server/http/scheduled-function.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call, SITE_ORIGIN } from '../fixtures/http.ts';

runOnLocalBlobs();

afterEach(() => {
  vi.restoreAllMocks();
});

type Handler = (request: Request, context: RequestContext) => Promise<Response>;

const JOBS: [string, Handler][] = [
  ['maintenance', maintenance],
  ['campaign-scheduler', campaignScheduler],
  ['standing-orders', standingOrders],
];

/** What Netlify's scheduler sends, which anyone can copy: it proves nothing by itself. */
const SCHEDULER_LOOKALIKE = {
  'content-type': 'application/json',
  'user-agent': 'Netlify Clockwork',
  'x-nf-event': 'schedule',
  'x-nf-deploy-published': '1',
};

/** Calls a job with a Netlify-like context (the platform's own facts about the deploy). */
async function callOnNetlify(handler: Handler, name: string, published: boolean) {
  const response = await handler(
    new Request(`${SITE_ORIGIN}/.netlify/functions/${name}`, {
      method: 'POST',
      headers: SCHEDULER_LOOKALIKE,
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    }),
    { ip: '203.0.113.9', params: {}, waitUntil: () => undefined, deploy: { published } },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(JOBS)('the scheduled function %s', (name, handler) => {
  const path = `/.netlify/functions/${name}`;

  it('refuses an anonymous POST with a bare 404, even one dressed as the scheduler', async () => {
    const answer = await call(handler, path, {
      method: 'POST',
      headers: SCHEDULER_LOOKALIKE,
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    });
    expect(answer.status).toBe(404);
    // Only the standard message: none of the job's counters.
    expect(Object.keys(answer.body as object)).toEqual(['message']);
    expect((await call(handler, path)).status).toBe(404);
  });

  it('refuses a forged, a reused-from-elsewhere or a stale signed run', async () => {
    const forged = { [SCHEDULED_KICK_HEADER]: `${String(Date.now())}.forged` };
    expect((await call(handler, path, { method: 'POST', headers: forged })).status).toBe(404);
    // A signature the shop made for something else (a campaign kick) is no run.
    const other = await internalSignature('campaign-kick:x');
    const reused = { [SCHEDULED_KICK_HEADER]: `${String(Date.now())}.${other}` };
    expect((await call(handler, path, { method: 'POST', headers: reused })).status).toBe(404);
    const stale = await scheduledKickHeaders(Date.now() - 10 * 60_000);
    expect((await call(handler, path, { method: 'POST', headers: stale })).status).toBe(404);
  });

  it('runs for a run our own host signed', async () => {
    const answer = await call(handler, path, {
      method: 'POST',
      headers: await scheduledKickHeaders(),
    });
    expect(answer.status).toBe(200);
  });

  it('runs for Netlify on the published deploy, where only its scheduler can reach it', async () => {
    expect((await callOnNetlify(handler, name, true)).status).toBe(200);
  });

  it('refuses the same call on a deploy that is not published (a preview has URLs)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await callOnNetlify(handler, name, false);
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body)).toEqual(['message']);
    // Netlify's function log says so, so a job that never runs does not go unnoticed.
    expect(warn).toHaveBeenCalledWith(`[scheduled] refused POST /.netlify/functions/${name}`);
  });
});
