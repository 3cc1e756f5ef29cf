// Sending a recall notice: every customer who got a recalled batch is emailed once, and the
// batches' remaining packs leave sale. "Once" holds across presses and across instances: each
// customer is claimed under `recall-notices/<recall>/<customer id>` with a conditional create
// (onlyIfNew) before their email goes, so a second press, or two staff pressing at the same
// moment on different instances, finds the claim and sends nothing. A recall is its set of
// batches: the same batches give the same recall id. Its packs leave sale through the batches'
// own withdrawal (src/server/batches/withdraw.ts), with a 'recalled' stock movement.
import { createHash } from 'node:crypto';
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

/** Emails one customer unless their notice was claimed already; says what happened. */
async function noticeOnce(
  recallId: string,
  customer: TraceReport['customers'][number],
  notice: Pick<RecallNoticeRequest, 'subject' | 'message'>,
  actor: Actor,
): Promise<'sent' | 'already' | 'failed'> {
  const key = `${recallId}/${customerIdOf(customer.email)}`;
  const by = { id: actor.id, username: actor.username };
  const claim = await recallNoticeClaims.createOnce(key, {
    at: new Date().toISOString(),
    by,
    delivery: 'sending',
  });
  if (!claim.created) return 'already';
  const result = await sendMail({
    to: customer.email,
    ...recallNoticeEmail(notice, customer, siteConfig()),
  });
  await recallNoticeClaims.update(key, (current) => ({
    ...(current ?? claim.record),
    delivery: result.status,
  }));
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
    noticeOnce(recallId, customer, request, actor),
  );
  const result: RecallNoticeResult = {
    recallId,
    emailed: outcomes.filter((outcome) => outcome === 'sent').length,
    alreadyEmailed: outcomes.filter((outcome) => outcome === 'already').length,
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
