import { useStore } from '@nanostores/react';
import type { CartItem } from '../../lib/cart.ts';
import {
  quantitiesThatFit,
  shortItemText,
  type ShortItem,
} from '../../lib/checkout/order-answers.ts';
import CartLine from '../cart/CartLine.tsx';
import { $cart, removeFromCart, setCartQuantity } from '../cart/cart-store.ts';
import { SECTION_CLASS, SECTION_HEADING_CLASS } from './styles.ts';

interface Props {
  /** Meals the last attempt found short of stock (a 409 answer), until the cart is fixed. */
  shortItems: readonly ShortItem[];
  /** A message about the items that fits no field (say, from a 400 answer). */
  itemsError: string;
  onFixed: () => void;
}

/** Sets each short meal's line to the packs left (removing sold-out meals). */
function fitCartToStock(items: readonly ShortItem[], lines: readonly CartItem[]): void {
  for (const [productId, quantity] of quantitiesThatFit(items)) {
    if (!lines.some((line) => line.id === productId)) continue;
    if (quantity === 0) removeFromCart(productId);
    else setCartQuantity(productId, quantity);
  }
}

/** The checkout's cart: the drawer's lines with their quantity steppers, and stock problems. */
export default function CartSection({ shortItems, itemsError, onFixed }: Props) {
  const { items } = useStore($cart);
  return (
    <section aria-labelledby="checkout-cart-heading" className={SECTION_CLASS}>
      <h2 id="checkout-cart-heading" className={SECTION_HEADING_CLASS}>
        Your cart
      </h2>
      {items.length === 0 ? (
        <p className="mt-3">
          Your cart is empty.{' '}
          <a href="/meals" className="font-semibold text-brand-700 underline">
            Browse our meals
          </a>
        </p>
      ) : (
        <ul className="mt-2">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
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
      {itemsError && (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {itemsError}
        </p>
      )}
      {shortItems.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-red-800">
            Some meals have sold out since you added them:
          </p>
          <ul className="mt-2 list-disc pl-5">
            {shortItems.map((item) => (
              <li key={item.productId}>{shortItemText(item)}</li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-3 rounded-full border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
            onClick={() => {
              fitCartToStock(shortItems, items);
              onFixed();
            }}
          >
            Update my cart to what is left
          </button>
        </div>
      )}
    </section>
  );
}
