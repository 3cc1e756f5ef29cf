import { freeDeliveryHint, type CartTotals } from '../../lib/cart/cart.ts';
import { formatNZD } from '../../lib/money.ts';

interface Props {
  totals: CartTotals;
  onCheckout: () => void;
}

/** The drawer's summary rows (Subtotal, Delivery, free-delivery hint, the free areas, Total) and checkout link. */
export default function CartSummary({ totals, onCheckout }: Props) {
  return (
    <div className="border-t border-stone-200 bg-white px-5 py-4">
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatNZD(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd className={totals.qualifiesForFreeDelivery ? 'font-semibold text-leaf-700' : ''}>
            {totals.qualifiesForFreeDelivery ? 'Free' : formatNZD(totals.deliveryFee)}
          </dd>
        </div>
      </dl>
      {!totals.qualifiesForFreeDelivery && (
        <p className="mt-1 text-sm text-stone-700">
          {freeDeliveryHint(totals.amountUntilFreeDelivery)}
        </p>
      )}
      {/* The rows price the shop's standard delivery; the free zones are only known from the
          postcode, so the promise of the home page is repeated here without a price. */}
      <p className="mt-1 text-sm text-stone-700">
        Free delivery to Papamoa and Mount Maunganui: your postcode decides at checkout
      </p>
      <dl className="mt-2 border-t border-stone-200 pt-2 text-lg font-bold">
        <div className="flex justify-between">
          <dt>Total</dt>
          <dd>{formatNZD(totals.total)}</dd>
        </div>
      </dl>
      <a
        href="/checkout"
        onClick={onCheckout}
        className="mt-4 block rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        Proceed to Checkout
      </a>
    </div>
  );
}
