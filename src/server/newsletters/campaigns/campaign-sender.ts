// The resumable, throttled campaign sender. A worker takes the campaign's lease, snapshots the
// recipients into the queue once, then works through it in batches from the lease's cursor:
// each recipient is claimed (`campaign-sends/<campaign>/<subscriber>`, onlyIfNew), the subscriber
// read afresh (unsubscribed, erased or outside the audience: skipped), the email sent and its
// outcome recorded. A crash between claim and outcome leaves that recipient "unknown": reported
// failed after a while, never sent again (nobody gets a campaign twice).
import { randomUUID } from 'node:crypto';
import { inAudience, type Campaign } from '../../../lib/newsletters/campaign.ts';
import { renderCampaignEmail, type MealCard } from '../../../lib/newsletters/campaign-email.ts';
import { siteConfig } from '../../content/content.ts';
import { linkOriginWithoutRequest } from '../../system/deploy.ts';
import { readShopSettings } from '../../settings.ts';
import { subscribers } from '../subscribers/subscribers.ts';
import { audienceIds } from './campaign-audience.ts';
import { mealCardsFor } from './campaign-cards.ts';
import { releaseLease, renewLease, takeLease } from './campaign-lease.ts';
import { openCampaignMailer, type CampaignMailer } from './campaign-mailer.ts';
import { inLanes, pacer } from './campaign-pacing.ts';
import {
  campaignClaims,
  campaignOutcomes,
  campaignQueue,
  campaigns,
  QUEUE_CHUNK_SIZE,
  queueChunkId,
  SEND_OUTCOMES,
  type SendOutcome,
} from './campaign-records.ts';
import { campaignUnsubscribeUrl } from './campaign-links.ts';

export interface SenderOptions {
  /** Names this worker in its lease and claims. */
  worker?: string;
  /** Stop taking new batches at this time (epoch ms): a function's time limit. */
  deadline?: number;
  /** Emails per minute; the settings' rate by default, Infinity for no limit (benchmarks). */
  ratePerMinute?: number;
  leaseMs?: number;
  batchSize?: number;
  /** SMTP connections of the batch's pool. */
  connections?: number;
  /** Recipients worked on at once (store reads and writes overlap the SMTP sends). */
  lanes?: number;
  /** A claim this old with no outcome is reported failed (its worker died mid-send). */
  unknownAfterMs?: number;
}

/**
 * How a run ended: `finished` (every recipient has an outcome), `waiting` (the queue is done but
 * some claims are still in flight elsewhere), `stopped` at the deadline, `busy` (another worker
 * holds the lease), `lease-lost` (taken over), `not-sending`.
 */
export interface SenderRun {
  result: 'finished' | 'waiting' | 'stopped' | 'busy' | 'lease-lost' | 'not-sending';
}

const DEFAULTS = {
  leaseMs: 60_000,
  batchSize: 50,
  connections: 2,
  lanes: 8,
  unknownAfterMs: 5 * 60_000,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the recipient snapshot once: the ids of those subscribed and in the audience now, in
 * chunks, read from the subscriber list's index keys. Each is checked again right before their email goes.
 */
async function ensureQueue(campaign: Campaign): Promise<Campaign> {
  if (campaign.queueChunks !== undefined) return campaign;
  const ids = await audienceIds(campaign.audience);
  const chunks = Math.ceil(ids.length / QUEUE_CHUNK_SIZE);
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const slice = ids.slice(chunk * QUEUE_CHUNK_SIZE, (chunk + 1) * QUEUE_CHUNK_SIZE);
    await campaignQueue.createOnce(queueChunkId(campaign.id, chunk), { ids: slice });
  }
  const saved = await campaigns.update(campaign.id, (current) => {
    if (!current) throw new Error(`Campaign ${campaign.id} is gone`);
    if (current.queueChunks !== undefined) return current;
    return { ...current, recipients: ids.length, queueChunks: chunks };
  });
  return saved.data;
}

interface Delivery {
  campaign: Campaign;
  cards: MealCard[];
  origin: string;
  worker: string;
  mailer: CampaignMailer;
}

const outcome = async (campaignId: string, kind: SendOutcome, id: string, detail?: string) => {
  const at = new Date().toISOString();
  await campaignOutcomes.createOnce(`${campaignId}/${kind}/${id}`, {
    at,
    ...(detail ? { detail: detail.slice(0, 500) } : {}),
  });
};

/**
 * One recipient: claim, read afresh, send at its `slot` (or skip), record. Another worker's
 * claim: nothing.
 */
async function deliverTo(delivery: Delivery, subscriberId: string, slot: number): Promise<void> {
  const { campaign, worker } = delivery;
  const claim = await campaignClaims.createOnce(`${campaign.id}/${subscriberId}`, {
    at: new Date().toISOString(),
    worker,
  });
  if (!claim.created) return;
  const subscriber = await subscribers.get(subscriberId);
  if (subscriber?.status !== 'subscribed') {
    await outcome(campaign.id, 'skipped', subscriberId, subscriber ? 'unsubscribed' : 'erased');
    return;
  }
  if (!inAudience(campaign.audience, subscriber.preferences)) {
    await outcome(campaign.id, 'skipped', subscriberId, 'not in the audience');
    return;
  }
  const unsubscribeUrl = await campaignUnsubscribeUrl(
    delivery.origin,
    subscriber.email,
    campaign.id,
  );
  const email = renderCampaignEmail(campaign, delivery.cards, subscriber, {
    sender: siteConfig(),
    unsubscribeUrl,
  });
  if (slot > Date.now()) await pause(slot - Date.now());
  const result = await delivery.mailer.send(subscriber.email, email);
  if (result.ok) await outcome(campaign.id, result.kept ? 'kept' : 'sent', subscriberId);
  else await outcome(campaign.id, 'failed', subscriberId, result.error);
}

/**
 * After the queue: claims with no outcome are either in flight in another worker or orphaned by
 * a crash; old enough, they are reported failed. True when every claim has an outcome.
 */
async function settleClaims(campaignId: string, unknownAfterMs: number): Promise<boolean> {
  const [claimed, ...outcomes] = await Promise.all([
    campaignClaims.listIds(`${campaignId}/`),
    ...SEND_OUTCOMES.map((kind) => campaignOutcomes.listIds(`${campaignId}/${kind}/`)),
  ]);
  const settled = new Set(outcomes.flat().map((id) => id.split('/').at(-1)));
  let pending = 0;
  for (const claimId of claimed) {
    const subscriberId = claimId.split('/').at(-1) ?? '';
    if (settled.has(subscriberId)) continue;
    const claim = await campaignClaims.get(claimId);
    if (claim && Date.now() - Date.parse(claim.at) < unknownAfterMs) {
      pending += 1;
      continue;
    }
    const detail = 'Unknown: the sender stopped between claiming and sending; not sent again';
    await outcome(campaignId, 'failed', subscriberId, detail);
  }
  return pending === 0;
}

/**
 * Works on a sending campaign until it is done, the deadline passes or another worker holds it.
 * Safe to call any number of times, from any number of processes at once.
 */
export async function runCampaignSender(
  campaignId: string,
  options: SenderOptions = {},
): Promise<SenderRun> {
  const worker = options.worker ?? randomUUID();
  const { leaseMs, batchSize, connections, lanes, unknownAfterMs } = { ...DEFAULTS, ...options };
  const deadline = options.deadline ?? Date.now() + 10 * 60_000;
  const found = await campaigns.get(campaignId);
  if (found?.status !== 'sending') return { result: 'not-sending' };
  const cursor = await takeLease(campaignId, worker, leaseMs);
  if (!cursor) return { result: 'busy' };
  const campaign = await ensureQueue(found);
  const origin = campaign.origin ?? linkOriginWithoutRequest();
  const rate = options.ratePerMinute ?? (await readShopSettings()).campaignSendRatePerMinute;
  const shared = {
    campaign,
    origin,
    worker,
    cards: await mealCardsFor(campaign.mealCards, origin),
  };
  const pace = pacer(rate);
  let { chunk, index } = cursor;
  while (chunk < (campaign.queueChunks ?? 0)) {
    const ids = (await campaignQueue.get(queueChunkId(campaignId, chunk)))?.ids ?? [];
    while (index < ids.length) {
      if (Date.now() >= deadline || pace.next() >= deadline) {
        await releaseLease(campaignId, worker);
        return { result: 'stopped' };
      }
      const batch = ids.slice(index, index + batchSize);
      const mailer = openCampaignMailer(connections);
      const deliver = (id: string, slot: number) => deliverTo({ ...shared, mailer }, id, slot);
      const taken = await inLanes(batch, lanes, pace, deadline, deliver).finally(() => {
        mailer.close();
      });
      index += taken;
      if (!(await renewLease(campaignId, worker, { chunk, index }, leaseMs))) {
        return { result: 'lease-lost' };
      }
    }
    chunk += 1;
    index = 0;
    await renewLease(campaignId, worker, { chunk, index }, leaseMs);
  }
  const allSettled = await settleClaims(campaignId, unknownAfterMs);
  if (allSettled) {
    await campaigns.update(campaignId, (current) => {
      if (!current) throw new Error(`Campaign ${campaignId} is gone`);
      if (current.status !== 'sending') return current;
      return { ...current, status: 'sent', finishedAt: new Date().toISOString() };
    });
  }
  await releaseLease(campaignId, worker);
  return { result: allSettled ? 'finished' : 'waiting' };
}
