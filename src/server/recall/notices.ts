// Sending a recall notice: every customer who got a recalled batch is emailed once, and the
// batches' remaining packs leave sale. "Once" holds across presses and across instances: each
// customer is claimed under `recall-notices/<recall>/<customer id>` by a conditional write
// before their email goes, so a second press, or two staff pressing at the same moment on
// different instances, finds the claim and sends nothing. A claim left 'sending' longer than
// its lease belongs to a press that died before sending: the next press takes it over and sends,
// so no customer is left without the notice. A recall is its set of
// batches: the same batches give the same recall id. Its packs leave sale through the batches'
// own withdrawal (src/server/batches/withdraw.ts), with a 'recalled' stock movement.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  recallNoticeEmail,
  type RecallNoticeRequest,
  type RecallNoticeResult,
} from '../../lib/recall/recall-notice.ts';
import type { TraceReport } from '../../lib/recall/trace-report.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { recordCollection } from '../blobs/records.ts';
import { withdrawFromSale } from '../batches/withdraw.ts';
import { siteConfig } from '../content/content.ts';
import { customerIdOf } from '../customers/customer-records.ts';
import { sendMail } from '../mail/send-mail.ts';
import { selectedBatches, traceRecall } from './trace.ts';

const ActorSchema = z.object({ id: z.string(), username: z.string() });

/** `recalls/<id>`: a recall as first sent (its batches and the text), written once. */
export const recalls = recordCollection({
  prefix: 'recalls',
  schema: z.object({
    id: z.string(),
    batchIds: z.array(z.string()),
    batchCodes: z.array(z.string()),
    subject: z.string(),
    message: z.string(),
    at: z.iso.datetime(),
    by: ActorSchema,
  }),
});

/**
 * `recall-notices/<recall id>/<customer id>`: the claim on one customer's notice (the customer
 * named only by the hash of their address), then how its sending went.
 */
export const recallNoticeClaims = recordCollection({
  prefix: 'recall-notices',
  schema: z.object({
    at: z.iso.datetime(),
    by: ActorSchema,
    delivery: z.enum(['sending', 'sent', 'kept', 'failed']),
    /** Which attempt holds the claim (older claims have none). */
    attempt: z.uuid().optional(),
  }),
});

/** A recall's id from its batches: short, fit for a key, the same for the same batches. */
export function recallIdOf(batchIds: readonly string[]): string {
  const sorted = [...new Set(batchIds)].sort().join(',');
  return createHash('sha256').update(sorted).digest('hex').slice(0, 32);
}

/**
 * How long after a recall was first sent a later press may finish taking its packs out of sale:
 * longer than a function may run, so the first press has finished or died by then. Before, only
 * the first press withdraws, so two presses at once never both take the same packs.
 */
const FIRST_PRESS_MS = 90_000;

/** How long a notice claimed but never marked sent is left to its press (longer than a press runs). */
export const NOTICE_LEASE_MS = 5 * 60 * 1000;

/**
 * Emails one customer unless their notice was claimed already (or is being sent by another
 * press, within its lease); says what happened.
 */
async function noticeOnce(
  recallId: string,
  customer: TraceReport['customers'][number],
  notice: Pick<RecallNoticeRequest, 'subject' | 'message'>,
  actor: Actor,
  now: Date,
): Promise<'sent' | 'already' | 'sending' | 'failed'> {
  const key = `${recallId}/${customerIdOf(customer.email)}`;
  const attempt = randomUUID();
  const mine = {
    at: now.toISOString(),
    by: { id: actor.id, username: actor.username },
    delivery: 'sending' as const,
    attempt,
  };
  const claim = await recallNoticeClaims.update(key, (current) => {
    if (!current) return mine;
    if (current.delivery !== 'sending') return current;
    return now.getTime() - Date.parse(current.at) < NOTICE_LEASE_MS ? current : mine;
  });
  if (claim.data.attempt !== attempt) {
    return claim.data.delivery === 'sending' ? 'sending' : 'already';
  }
  const result = await sendMail({
    to: customer.email,
    ...recallNoticeEmail(notice, customer, siteConfig()),
  });
  await recallNoticeClaims.update(key, (current) =>
    current && current.attempt !== attempt ? current : { ...mine, delivery: result.status },
  );
  // A failed send waits in the outbox and the maintenance job tries it again.
  return result.status === 'failed' ? 'failed' : 'sent';
}

/** Emails sent at once: a few connections, so a recall of hundreds fits a function's minute. */
const SENDING_LANES = 4;

/** `work` over every item, SENDING_LANES at a time; results in the items' order. */
async function inLanes<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: SENDING_LANES }, lane));
  return results;
}

/**
 * Sends the recall notice of these batches to every customer who got them (once each, ever)
 * and takes the batches' remaining packs out of sale; logged in the activity log.
 */
export async function sendRecallNotice(
  actor: Actor,
  request: RecallNoticeRequest,
  now = new Date(),
): Promise<RecallNoticeResult> {
  const chosen = await selectedBatches({ by: 'batches', batchIds: request.batchIds });
  const recallId = recallIdOf(request.batchIds);
  const first = await recalls.createOnce(recallId, {
    id: recallId,
    batchIds: request.batchIds,
    batchCodes: chosen.map((batch) => batch.code),
    subject: request.subject,
    message: request.message,
    at: now.toISOString(),
    by: { id: actor.id, username: actor.username },
  });
  // Out of sale first: no new order should get these packs while the emails go.
  let packsWithdrawn = 0;
  const sinceFirst = now.getTime() - Date.parse(first.record.at);
  if (first.created || sinceFirst > FIRST_PRESS_MS) {
    for (const batch of chosen) {
      packsWithdrawn += (await withdrawFromSale(batch.id, 'recalled', actor, now)).packs;
    }
  }
  const report = await traceRecall({ by: 'batches', batchIds: request.batchIds }, now);
  const outcomes = await inLanes(report.customers, (customer) =>
    noticeOnce(recallId, customer, request, actor, now),
  );
  const result: RecallNoticeResult = {
    recallId,
    emailed: outcomes.filter((outcome) => outcome === 'sent').length,
    alreadyEmailed: outcomes.filter((outcome) => outcome === 'already').length,
    beingSent: outcomes.filter((outcome) => outcome === 'sending').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
    packsWithdrawn,
  };
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'recall.notice',
    target: `recalls/${recallId}`,
    label: chosen.map((batch) => batch.code).join(', '),
    before: null,
    after: { ...result, batchCodes: chosen.map((batch) => batch.code), subject: request.subject },
  });
  return result;
}
