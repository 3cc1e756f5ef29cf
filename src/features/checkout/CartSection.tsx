import { useStore } from '@nanostores/react';
import { useInBrowser } from '../../components/use-in-browser.ts';
import type { CartItem } from '../../lib/cart/cart.ts';
import { quantitiesThatFit, type ShortItem } from '../../lib/checkout/order-answers.ts';
import CartLine from '../cart/CartLine.tsx';
import { $cart, $cartRestoring, removeFromCart, setCartQuantity } from '../cart/cart-store.ts';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

/** Sets each short meal's line to the packs left (removing sold-out meals). */
export function fitCartToStock(items: readonly ShortItem[], lines: readonly CartItem[]): void {
  for (const [productId, quantity] of quantitiesThatFit(items)) {
    if (!lines.some((line) => line.id === productId)) continue;
    if (quantity === 0) removeFromCart(productId);
    else setCartQuantity(productId, quantity);
  }
}

/** The checkout's cart: the drawer's lines with their quantity steppers and their limits. */
export default function CartSection({
  stockLeft,
}: {
  /** Packs left per meal, as the last refused order reported them. */
  stockLeft: ReadonlyMap<string, number>;
}) {
  const { items } = useStore($cart);
  // On the server the saved cart is unknown, as it is while saved lines wait for their names.
  const inBrowser = useInBrowser();
  const restoring = useStore($cartRestoring) || !inBrowser;
  let empty = (
    <p className="mt-3">
      Your cart is empty.{' '}
      <a href="/meals" className="font-semibold text-brand-700 underline">
        Browse our meals
      </a>
    </p>
  );
  // Saved lines still waiting for their names and prices: the cart is not known yet. Its lines'
  // height is kept free (checkout-frame-script.ts counts them before the first paint), so the
  // sections below stay where they are when the lines come.
  if (restoring) {
    empty = (
      <div className="mt-2 min-h-[calc(var(--checkout-cart-lines,0)*7.5625rem)]">
        <p className="pt-1">Loading your cart…</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="checkout-cart-heading" className={SECTION_CLASS}>
      <h2 id="checkout-cart-heading" className={SECTION_HEADING_CLASS}>
        Your cart
      </h2>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="mt-2">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              stockLeft={stockLeft.get(item.id)}
              onQuantity={(quantity) => {
                setCartQuantity(item.id, quantity);
              }}
              onRemove={() => {
                removeFromCart(item.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
