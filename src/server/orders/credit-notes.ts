import { z } from 'zod';
import { formatCreditNoteNumber, type Order } from '../../lib/orders/order.ts';
import { recordCollection } from '../blobs/records.ts';
import { HttpError } from '../http/errors.ts';
import { orders } from './orders.ts';

/** The credit note counter, one shared document changed only through update(). */
const creditNoteCounter = recordCollection({
  prefix: 'counters',
  schema: z.object({ last: z.int().positive() }),
});

/**
 * The next credit note number, e.g. CN-00001: a shared counter changed through update(), so two
 * function instances never hand out the same number (as order numbers are allocated).
 */
export async function nextCreditNoteNumber(): Promise<string> {
  const saved = await creditNoteCounter.update('credit-note-number', (current) => ({
    last: current ? current.last + 1 : 1,
  }));
  return formatCreditNoteNumber(saved.data.last);
}

/**
 * Gives a refund whose money went back its credit note number, once: the number is written on
 * the refund only if it has none, so a retry (or two at once) keeps the first. A number taken
 * by an attempt that lost, or died before writing it, leaves a gap, never a repeat.
 */
export async function issueCreditNote(order: Order, refundId: string, now: Date): Promise<Order> {
  const refund = order.refunds.find((candidate) => candidate.id === refundId);
  if (refund?.status !== 'done' || refund.creditNote) return order;
  const number = await nextCreditNoteNumber();
  const saved = await orders.update(order.id, (latest) => {
    if (!latest) throw new HttpError(404);
    return {
      ...latest,
      refunds: latest.refunds.map((candidate) =>
        candidate.id === refundId && candidate.status === 'done' && !candidate.creditNote
          ? { ...candidate, creditNote: { number, at: now.toISOString() } }
          : candidate,
      ),
    };
  });
  return saved.data;
}
