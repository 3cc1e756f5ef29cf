import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { cartCountText } from '../../lib/cart/cart.ts';
import {
  $cart,
  $cartAnnouncement,
  $cartTotals,
  EMPTY_TOTALS,
  closeCart,
  removeFromCart,
  setCartQuantity,
} from './cart-store.ts';
import CartLine from './CartLine.tsx';
import CartSummary from './CartSummary.tsx';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

const MEALS_PATH = '/meals';

/** The cart drawer: a modal side panel (native <dialog>) listing the lines and the totals. */
function CartDrawer() {
  const cart = useStore($cart, { ssr: 'initial' });
  const totals = useStore($cartTotals, { ssr: () => EMPTY_TOTALS });
  const announcement = useStore($cartAnnouncement);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const countId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!cart.isOpen) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // The page behind a modal drawer should not scroll.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [cart.isOpen]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>): void {
    // The panel fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget) closeCart();
  }

  function continueShopping(): void {
    closeCart();
    if (window.location.pathname.replace(/\/$/, '') !== MEALS_PATH) {
      window.location.assign(MEALS_PATH);
    }
  }

  /** Keeps focus inside the drawer when the line holding it disappears. */
  function removeLine(id: string): void {
    titleRef.current?.focus();
    removeFromCart(id);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={countId}
      onClose={closeCart}
      onClick={closeOnBackdrop}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-full overscroll-contain bg-brand-50 p-0 text-ink backdrop:bg-black/50 sm:max-w-md"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 bg-white px-5 py-4">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-bold">
            Your Cart
          </h2>
          <button
            type="button"
            onClick={closeCart}
            aria-label="Close cart"
            className="flex h-11 w-11 items-center justify-center rounded-full text-2xl hover:bg-brand-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <p id={countId}>{cartCountText(totals.totalItems)}</p>
          <p aria-live="polite" className="sr-only">
            {cart.isOpen ? announcement : ''}
          </p>
          {cart.items.length > 0 ? (
            <ul className="mt-2">
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  onQuantity={(quantity) => {
                    if (quantity <= 0) titleRef.current?.focus();
                    setCartQuantity(item.id, quantity);
                  }}
                  onRemove={() => {
                    removeLine(item.id);
                  }}
                />
              ))}
            </ul>
          ) : (
            <button
              type="button"
              onClick={continueShopping}
              className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Continue Shopping
            </button>
          )}
        </div>
        {cart.items.length > 0 && <CartSummary totals={totals} onCheckout={closeCart} />}
      </div>
    </dialog>
  );
}

export default withErrorBoundary(CartDrawer);
