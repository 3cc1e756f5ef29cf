import { formatNZD } from '../../../lib/money.ts';
import { orderBalance } from '../../../lib/orders/money-ledger.ts';
import type { AdminOrderView } from '../../../lib/orders/order.ts';
import { SECONDARY_BUTTON } from '../styles.ts';

/**
 * What a paid order's edits left to settle: the amount still due when it now costs more, or the
 * over-payment with a button that opens the refund form for that amount when it costs less.
 */
export function BalanceNotice({
  order,
  onRefund,
}: {
  order: AdminOrderView;
  /** Opens the refund form with this amount; absent when this user may not refund. */
  onRefund?: ((amountCents: number) => void) | undefined;
}) {
  const { dueCents, overpaidCents, paidCents } = orderBalance(order);
  if (dueCents > 0) {
    return (
      <p className="mt-3 rounded-lg bg-amber-50 p-3" role="status">
        <span className="font-semibold">Still due: {formatNZD(dueCents)}.</span> The order was paid{' '}
        {formatNZD(paidCents)} and now costs {formatNZD(order.totals.totalCents)}.
      </p>
    );
  }
  if (overpaidCents === 0) return null;
  return (
    <div className="mt-3 grid gap-2 rounded-lg bg-sky-50 p-3" role="status">
      <p>
        <span className="font-semibold">Over-paid: {formatNZD(overpaidCents)}.</span> The order was
        paid {formatNZD(paidCents)} and now costs {formatNZD(order.totals.totalCents)}.
      </p>
      {onRefund ? (
        <p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              onRefund(overpaidCents);
            }}
          >
            Refund {formatNZD(overpaidCents)}
          </button>
        </p>
      ) : null}
    </div>
  );
}
