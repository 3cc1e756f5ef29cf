// The money rows under an order's items, as slips, receipts and the order page print them: goods,
// discount (with its code), delivery or pickup, the total, then each refund as a credit and what
// is left. Every row is signed cents, so the rows above a total always add up to it.
import { z } from 'zod';
import { nzDay } from '../emails/order-email.ts';
import { formatNZD } from '../money.ts';
import { totalAfterRefundsCents } from './money-ledger.ts';
import type { AdminOrderView } from './order.ts';

/** One printed money row: what it is, its words and the signed cents it stands for. */
export const MoneyRowSchema = z.object({
  kind: z.enum(['subtotal', 'discount', 'delivery', 'pickup', 'total', 'refund', 'after_refunds']),
  label: z.string(),
  cents: z.int(),
});
export type MoneyRow = z.output<typeof MoneyRowSchema>;

/** The rows that are sums of the rows above them, printed bold. */
const SUM_KINDS: ReadonlySet<MoneyRow['kind']> = new Set(['total', 'after_refunds']);

/** Whether a row is a sum of the rows above it (the total, the amount after refunds). */
export function isSumRow(row: MoneyRow): boolean {
  return SUM_KINDS.has(row.kind);
}

/** The refunds that gave money back or are giving it (a failed one gave nothing). */
function creditRows(order: Pick<AdminOrderView, 'refunds'>): MoneyRow[] {
  return order.refunds
    .filter((refund) => refund.status !== 'failed')
    .map((refund) => ({
      kind: 'refund',
      label:
        refund.status === 'pending'
          ? 'Refund in progress'
          : `Refunded ${nzDay(refund.at)}${refund.creditNote ? ` (credit note ${refund.creditNote.number})` : ''}`,
      cents: -refund.amountCents,
    }));
}

/**
 * The money rows of an order: subtotal of the goods, the discount with its promo code, delivery
 * ("Free" when nothing) or "Pickup" for a pickup, the total, then each refund as a credit and the
 * total after refunds. `totalLabel` names the total (a receipt says it includes GST).
 */
export function moneyRowsOf(
  order: Pick<AdminOrderView, 'totals' | 'promoCode' | 'fulfilment' | 'refunds'>,
  totalLabel = 'Total',
): MoneyRow[] {
  const { totals } = order;
  const rows: MoneyRow[] = [{ kind: 'subtotal', label: 'Subtotal', cents: totals.subtotalCents }];
  if (totals.discountCents > 0) {
    const code = order.promoCode ? ` (${order.promoCode})` : '';
    rows.push({ kind: 'discount', label: `Discount${code}`, cents: -totals.discountCents });
  }
  rows.push(
    order.fulfilment.method === 'pickup'
      ? { kind: 'pickup', label: 'Pickup', cents: totals.deliveryFeeCents }
      : { kind: 'delivery', label: 'Delivery', cents: totals.deliveryFeeCents },
  );
  rows.push({ kind: 'total', label: totalLabel, cents: totals.totalCents });
  const credits = creditRows(order);
  if (credits.length === 0) return rows;
  return [
    ...rows,
    ...credits,
    { kind: 'after_refunds', label: 'Total after refunds', cents: totalAfterRefundsCents(order) },
  ];
}

/**
 * A row's amount as printed: a credit with a minus sign (−$14.90), delivery or pickup that
 * costs nothing as "Free", never "$0.00".
 */
export function moneyRowAmount(row: MoneyRow): string {
  if ((row.kind === 'delivery' || row.kind === 'pickup') && row.cents === 0) return 'Free';
  return row.cents < 0 ? `−${formatNZD(-row.cents)}` : formatNZD(row.cents);
}
