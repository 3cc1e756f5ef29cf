import { dayLabel } from '../../../lib/delivery/labels.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../lib/orders/status.ts';

/** A delivery day with its year, for paper that outlives the week: "Tue 1 Dec 2026". */
export function dayWithYear(date: string): string {
  return `${dayLabel(date)} ${date.slice(0, 4)}`;
}

/** "1 pack", "3 packs". */
export function packsLabel(count: number): string {
  return `${String(count)} ${count === 1 ? 'pack' : 'packs'}`;
}

/** "1 order", "3 orders". */
export function ordersLabel(count: number): string {
  return `${String(count)} ${count === 1 ? 'order' : 'orders'}`;
}

/** What a packer or driver must know about an order's state, or null when it is plain paid work. */
export function statusWarning(status: OrderStatus): string | null {
  if (status === 'awaiting_payment') return 'Awaiting payment';
  if (status === 'cancelled' || status === 'refunded') return ORDER_STATUS_LABELS[status];
  return null;
}
