import { cartProductFrom } from '../../lib/cart.ts';
import type { ShopProduct } from '../../lib/product.ts';
import { addToCart } from './cart-store.ts';
import { withErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';

interface Props {
  product: ShopProduct;
  quantity?: number;
}

/** A meal's "Add to Cart" button; adds the packs and opens the drawer ("Out of stock" when not sold). */
function AddToCartButton({ product, quantity = 1 }: Props) {
  const inStock = product.inStock;
  return (
    <button
      type="button"
      disabled={!inStock}
      onClick={() => {
        addToCart(cartProductFrom(product), quantity);
      }}
      className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
    >
      {inStock ? 'Add to Cart' : 'Out of stock'}
      {/* Names the meal for screen readers where several of these share a page. */}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}

export default withErrorBoundary(AddToCartButton);
