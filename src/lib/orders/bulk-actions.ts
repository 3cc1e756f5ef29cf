import type { BulkStatus } from './admin-requests.ts';
import { ORDER_STATUS_LABELS, wasPaid, type OrderState } from './status.ts';

/** What a bulk refusal needs of an order. */
type BulkOrder = OrderState & { paymentMethod: 'bank_transfer' | 'card' };

/** The label of a status inside a sentence ("out for delivery"). */
const lower = (status: BulkStatus | OrderState['status']) =>
  ORDER_STATUS_LABELS[status].toLowerCase();

/** Why marking paid in bulk is refused: only unpaid bank transfers are marked paid by hand. */
function paidRefusal(order: BulkOrder): string | null {
  if (order.paymentMethod !== 'bank_transfer') {
    return 'It is paid by card: Stripe marks card orders paid.';
  }
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return `It is ${lower(order.status)}.`;
  }
  if (order.status !== 'awaiting_payment' || wasPaid(order)) return 'It is already paid.';
  return null;
}

/**
 * Why one ticked order cannot be moved to `to` in bulk, in words staff act on, or null when the
 * state machine may take it (which still refuses, with its own reason, a move it does not allow,
 * e.g. an unpaid order marked packed). An order already there is refused, so the count of
 * orders moved is only those this request moved.
 */
export function bulkRefusal(order: BulkOrder, to: BulkStatus): string | null {
  if (to === 'paid') return paidRefusal(order);
  if (order.status === to) return `It is already ${lower(to)}.`;
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return `It is ${lower(order.status)}.`;
  }
  const method = order.fulfilment.method;
  if (to === 'collected' && method === 'delivery') {
    return 'It is a delivery order, not a pickup: mark it delivered.';
  }
  if ((to === 'delivered' || to === 'out_for_delivery') && method === 'pickup') {
    return 'It is a pickup order: mark it collected when it is picked up.';
  }
  if (to === 'delivered' && order.status !== 'out_for_delivery') {
    return `It is ${lower(order.status)}, not out for delivery yet.`;
  }
  if (to === 'collected' && order.status !== 'packed') {
    return `It is ${lower(order.status)}, not packed yet.`;
  }
  return null;
}

/** The day a bank transfer arrived, refused when it is after `today` (both YYYY-MM-DD). */
export function receivedOnRefusal(receivedOn: string, today: string): string | null {
  return receivedOn > today ? 'The day the money arrived cannot be in the future' : null;
}
