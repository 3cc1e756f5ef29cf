import type { CartProduct } from '../../lib/cart/cart.ts';
import { addToCart } from './cart-store.ts';

/** The meal a button's `data-add-to-cart` names, or null when it is not one. */
export function cartProductOf(raw: string | undefined): CartProduct | null {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, price, image } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof image !== 'string')
      return null;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null;
    return { id, name, price, image };
  } catch {
    return null;
  }
}

/**
 * Makes the server-rendered Add to Cart buttons (AddToCartButton.astro) add their meal: one pack,
 * and the drawer opens (the page shell mounts it). Each button is enabled only once it works.
 */
export function wireAddToCartButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]')) {
    const product = cartProductOf(button.dataset.addToCart);
    if (!product) continue;
    button.addEventListener('click', () => {
      addToCart(product, 1);
    });
    button.disabled = false;
    button.removeAttribute('aria-disabled');
    button.classList.remove('cursor-wait');
    button.dataset.ready = 'true';
  }
}
