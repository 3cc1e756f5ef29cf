import { useSyncExternalStore } from 'react';
import { cartProductFrom } from '../../lib/cart/cart.ts';
import type { ShopProduct } from '../../lib/products/product.ts';
import { addToCart } from './cart-store.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

const neverChanges = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

interface Props {
  product: ShopProduct;
  quantity?: number;
}

/** A meal's "Add to Cart" button; adds the packs and opens the drawer ("Out of stock" when not sold). */
function AddToCartButton({ product, quantity = 1 }: Props) {
  const inStock = product.inStock;
  // The server's HTML has no click handler: until the island hydrates the button is disabled
  // and says so, so a tap never lands on a button that silently ignores it.
  const ready = useSyncExternalStore(neverChanges, isBrowser, isServer);
  const waiting = inStock && !ready;
  return (
    <button
      type="button"
      disabled={!inStock || !ready}
      aria-disabled={waiting || undefined}
      data-ready={ready}
      onClick={() => {
        addToCart(cartProductFrom(product), quantity);
      }}
      className={`rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-700 ${
        waiting ? 'cursor-wait' : 'disabled:cursor-not-allowed'
      }`}
    >
      {inStock ? 'Add to Cart' : 'Out of stock'}
      {/* Names the meal for screen readers where several of these share a page. */}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}

export default withErrorBoundary(AddToCartButton);
