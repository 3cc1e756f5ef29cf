import { useStore } from '@nanostores/react';
import { cartButtonLabel } from '../../lib/cart.ts';
import { $cartTotals, EMPTY_TOTALS, openCart } from './cart-store.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

/** The header's cart button: opens the drawer and shows the item count once there is one. */
function CartButton() {
  // The server renders the empty cart; the saved cart shows right after hydration.
  const { totalItems } = useStore($cartTotals, { ssr: () => EMPTY_TOTALS });
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={cartButtonLabel(totalItems)}
      aria-haspopup="dialog"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </svg>
      {totalItems > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {totalItems}
        </span>
      )}
    </button>
  );
}

export default withErrorBoundary(CartButton);
