import { dayLabel } from '../../lib/delivery/labels.ts';
import type { BulkRescheduleRequest, BulkRescheduleResult } from '../../lib/orders/reschedule.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { HttpError } from '../http/errors.ts';
import type { AfterAnswer } from '../payments/payment-events.ts';
import { getOrder } from './orders.ts';
import { rescheduleOptionsFor } from './reschedule-options.ts';
import { rescheduleOrder } from './reschedule.ts';

type Outcome =
  | { ok: true; id: string; number: string; slotLabel: string }
  | { ok: false; id: string; number: string | null; message: string };

/**
 * Moves one order to `date` the way it is handed over now: into the same slot on that day when
 * it has room, else the first slot of its zone that day with room for its packs.
 */
async function moveOne(
  id: string,
  date: string,
  actor: OrderActor,
  delivery: { origin: string; afterAnswer: AfterAnswer },
  now: Date,
): Promise<Outcome> {
  const order = await getOrder(id);
  if (!order) return { ok: false, id, number: null, message: 'There is no such order.' };
  const { number, fulfilment } = order;
  try {
    const options = await rescheduleOptionsFor(id, now);
    if (options.refusal) return { ok: false, id, number, message: options.refusal };
    const choice = fulfilment.method === 'delivery' ? options.delivery : options.pickup;
    const slots = choice?.days.find((day) => day.date === date)?.slots ?? [];
    const slot = slots.find((open) => open.slotId === fulfilment.slotId) ?? slots[0];
    if (!slot) {
      const way =
        fulfilment.method === 'delivery' ? `delivery to ${fulfilment.zone.name}` : 'pickup';
      return {
        ok: false,
        id,
        number,
        message: `No ${way} slot on ${dayLabel(date)} has room for its ${String(options.packs)} ${options.packs === 1 ? 'pack' : 'packs'}.`,
      };
    }
    const { order: moved } = await rescheduleOrder(
      id,
      actor,
      { method: fulfilment.method, date, slotId: slot.slotId, expected: fulfilment },
      delivery,
      now,
    );
    return { ok: true, id, number, slotLabel: moved.fulfilment.slotLabel };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ok: false, id, number, message: error.message };
  }
}

/**
 * POST /api/admin/orders/reschedule: the orders of a day being closed moved to another date, one
 * at a time through the same move as one order's; each refusal listed with its reason.
 */
export async function bulkReschedule(
  actor: OrderActor,
  request: BulkRescheduleRequest,
  delivery: { origin: string; afterAnswer: AfterAnswer },
  now = new Date(),
): Promise<BulkRescheduleResult> {
  const result: BulkRescheduleResult = { moved: [], refused: [] };
  for (const id of new Set(request.orderIds.map((orderId) => orderId.toLowerCase()))) {
    const outcome = await moveOne(id, request.date, actor, delivery, now);
    if (outcome.ok) result.moved.push({ id, number: outcome.number, slotLabel: outcome.slotLabel });
    else result.refused.push({ id, number: outcome.number, message: outcome.message });
  }
  return result;
}
