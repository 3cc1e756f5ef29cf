import type { BulkStatusResult } from '../../lib/admin/areas/orders.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import type { BulkStatusRequest } from '../../lib/orders/admin-requests.ts';
import { bulkRefusal, receivedOnRefusal } from '../../lib/orders/bulk-actions.ts';
import { ORDER_STATUS_LABELS, type OrderActor } from '../../lib/orders/status.ts';
import type { AfterAnswer } from '../payments/payment-events.ts';
import { HttpError, invalidFields } from '../http/errors.ts';
import { scheduleRestockReminder } from '../marketing/restock-reminders.ts';
import { getOrder } from './orders.ts';
import { sendShopperNotice } from './shopper-notices.ts';
import { changeOrderStatus } from './status-change.ts';

/** How many orders a bulk change moves at a time. */
const BULK_PARALLEL = 4;

/** Where a bulk change's emails link to, and how they are sent after the answer. */
export interface BulkContext {
  origin: string;
  afterAnswer: AfterAnswer;
  now?: Date;
}

/** One ticked order's outcome: moved, or refused with the reason (`number` null: no such order). */
type Outcome =
  { changed: true; number: string } | { changed: false; number: string | null; message: string };

/**
 * Moves one ticked order through the state machine (one atomic update), then settles what the
 * move does after it: a restock reminder for delivered or collected orders, and the shopper's
 * notice after the answer (also when someone else made this move a moment ago: the notice's
 * claim sends it once).
 */
async function moveOne(
  id: string,
  actor: OrderActor,
  request: BulkStatusRequest,
  context: BulkContext & { now: Date },
): Promise<Outcome> {
  const current = await getOrder(id);
  if (!current) return { changed: false, number: null, message: 'There is no such order.' };
  const refusal = bulkRefusal(current, request.status);
  if (refusal) return { changed: false, number: current.number, message: refusal };
  const paid = request.status === 'paid' && request.receivedOn;
  const { order, changed } = await changeOrderStatus(id, request.status, actor, {
    ...(paid ? { note: `Transfer received on ${paid}`, receivedOn: paid } : {}),
    now: context.now,
  });
  if (order.status === 'delivered' || order.status === 'collected') {
    await scheduleRestockReminder(order, context.now);
  }
  context.afterAnswer(sendShopperNotice(order, { changed, actor, ...context }));
  if (changed) return { changed: true, number: order.number };
  const label = ORDER_STATUS_LABELS[order.status].toLowerCase();
  return { changed: false, number: order.number, message: `It is already ${label}.` };
}

/**
 * Moves ticked orders (POST /api/admin/orders/bulk-status) to paid (bank transfers, with the day
 * the money arrived), packed, out for delivery, delivered or collected, each through the state
 * machine on its own: one refusal never stops the others, and each says why it was refused.
 * Each move is audited and on its order's timeline; the shopper notices go after the answer.
 */
export async function bulkChangeStatus(
  actor: OrderActor,
  request: BulkStatusRequest,
  context: BulkContext,
): Promise<BulkStatusResult> {
  const now = context.now ?? new Date();
  const future = request.receivedOn && receivedOnRefusal(request.receivedOn, nzDateOf(now));
  if (future) throw invalidFields({ receivedOn: future });
  const result: BulkStatusResult = { changed: [], refused: [] };
  const ids = [...new Set(request.ids)];
  for (let start = 0; start < ids.length; start += BULK_PARALLEL) {
    await Promise.all(
      ids.slice(start, start + BULK_PARALLEL).map(async (id) => {
        try {
          const outcome = await moveOne(id, actor, request, { ...context, now });
          if (outcome.changed) result.changed.push({ id, number: outcome.number });
          else result.refused.push({ id, number: outcome.number, message: outcome.message });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const order = error.status === 404 ? null : await getOrder(id);
          const message = error.status === 404 ? 'There is no such order.' : error.message;
          result.refused.push({ id, number: order?.number ?? null, message });
        }
      }),
    );
  }
  return result;
}
