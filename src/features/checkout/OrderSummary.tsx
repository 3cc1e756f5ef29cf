import { formatNZD } from '../../lib/money.ts';
import type { PricedOrder } from '../../lib/orders/pricing.ts';

interface Props {
  priced: PricedOrder;
  deliveryKnown: boolean;
  /** True while the saved cart is still being restored: no total to show yet. */
  cartLoading: boolean;
}

/**
 * Subtotal, discount, delivery, total and the GST inside it, in a labelled region. A delivery
 * under its minimum is told once, beside Place order.
 */
export default function OrderSummary({ priced, deliveryKnown, cartLoading }: Props) {
  const rows: [string, string][] = [['Subtotal', formatNZD(priced.subtotalCents)]];
  if (priced.discountCents > 0) rows.push(['Discount', `−${formatNZD(priced.discountCents)}`]);
  let delivery = 'Enter your postcode';
  if (deliveryKnown) {
    delivery = priced.deliveryFeeCents === 0 ? 'Free' : formatNZD(priced.deliveryFeeCents);
  }
  rows.push(['Delivery', delivery]);
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-bold text-brand-800">
        Order summary
      </h2>
      {cartLoading ? (
        // As tall as the totals that replace it (three rows, the Total's rule and the GST line),
        // so what sits below the summary stays put when they come.
        <p className="mt-3 min-h-[calc(7rem+1px)]">Working out your total…</p>
      ) : (
        <>
          <dl className="mt-3 space-y-1">
            {rows.map(([term, value]) => (
              <div key={term} className="flex justify-between">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
              <dt>Total</dt>
              <dd>{formatNZD(priced.totalCents)}</dd>
            </div>
          </dl>
          <p className="text-right text-sm text-stone-700">
            includes GST of {formatNZD(priced.gstCents)}
          </p>
        </>
      )}
    </section>
  );
}
