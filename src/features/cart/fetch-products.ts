import { cartProductFrom, type CartProduct } from '../../lib/cart/cart.ts';
import { fetchProducts } from '../meals/product-queries.ts';

/** The current meals as cart products (the server's names, prices and images), or undefined. */
export async function fetchCartProducts(): Promise<CartProduct[] | undefined> {
  try {
    return (await fetchProducts()).map(cartProductFrom);
  } catch {
    return undefined;
  }
}
