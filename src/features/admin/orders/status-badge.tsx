import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../lib/orders/status.ts';

const TONES: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  packed: 'bg-violet-100 text-violet-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  collected: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-rose-100 text-rose-900',
};

/** An order's status as a coloured label (the words carry it; colour only helps scanning). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** How an order is paid, as staff read it. */
export const PAYMENT_LABELS = { bank_transfer: 'Bank transfer', card: 'Card' } as const;
