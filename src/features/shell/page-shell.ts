import type { ReadableAtom } from 'nanostores';
import { cartButtonLabel } from '../../lib/cart/cart.ts';
import { wireAddToCartButtons } from '../cart/add-to-cart-buttons.ts';
import { $cart, $cartTotals, closeCart, openCart } from '../cart/cart-store.ts';
import { replaceBrokenMealImages } from '../meals/meal-images.ts';
import { prefetchProductsOnHover } from '../meals/product-prefetch.ts';
import { $newsletterOpen, closeNewsletter } from '../newsletter/newsletter-store.ts';
import '../newsletter/open-buttons.ts';
import { $toasts } from '../toast/toast-store.ts';
import { reloadNotice } from './reload-notice.ts';

/**
 * What every public page runs: the header's cart button, the meal pages' Add to Cart buttons and
 * pictures, the meal cards' prefetch on hover, and the cart drawer, newsletter dialog and toasts mounted the first time they are wanted. Starting React for them on every page cost
 * 40-360 ms of main-thread time while the page loaded (Lighthouse's Total Blocking Time), for
 * things most visits never open; this file imports no React, and the islands it mounts come in
 * one lazily loaded chunk. Their state lives in the stores, so a click before the chunk arrives
 * is shown as soon as it has.
 */

type Islands = typeof import('./islands.tsx');
let islands: Promise<Islands> | undefined;

/** The islands' chunk, loaded once; a failed load (offline) is tried again next time. */
function loadIslands(): Promise<Islands> {
  islands ??= import('./islands.tsx').catch((error: unknown) => {
    islands = undefined;
    throw error;
  });
  return islands;
}

/** A notice shown at the foot of the window when an island's code did not load, at most one. */
let notLoadedNotice: HTMLElement | undefined;

function showNotLoaded(message: string): void {
  if (notLoadedNotice?.isConnected) return;
  notLoadedNotice = reloadNotice(message, {
    notice:
      'fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium shadow-lg',
    button:
      'rounded-full border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100',
  });
  document.body.append(notLoadedNotice);
}

/**
 * Mounts an island the first time `wanted` holds for the store's value. If its code cannot load,
 * `undo` puts the store back (the drawer closed again), the page says so when the shopper asked
 * for the island (`notLoaded`), and the next ask tries again (a browser that keeps the failure
 * fails again at once: the notice offers the reload that fetches the code afresh).
 */
function mountWhenWanted<T>(
  store: ReadableAtom<T>,
  wanted: (value: T) => boolean,
  mount: (chunk: Islands) => void,
  undo: () => void,
  notLoaded?: string,
): void {
  // `listen` (unlike `subscribe`) does not call back at once, so `stop` is set before any call.
  let stop = store.listen(listener);
  if (wanted(store.get())) listener(store.get());

  function listener(value: T): void {
    if (!wanted(value)) return;
    stop();
    loadIslands().then(mount, () => {
      undo();
      if (notLoaded) showNotLoaded(notLoaded);
      stop = store.listen(listener);
    });
  }
}

mountWhenWanted(
  $cart,
  (cart) => cart.isOpen,
  (chunk) => {
    chunk.mountCartDrawer();
  },
  closeCart,
  'We could not load your cart. Check your connection, then reload the page: what is in your cart is kept.',
);
mountWhenWanted(
  $newsletterOpen,
  Boolean,
  (chunk) => {
    chunk.mountNewsletterDialog();
  },
  closeNewsletter,
  'We could not load the newsletter sign-up. Check your connection, then reload the page.',
);
mountWhenWanted(
  $toasts,
  (toasts) => toasts.length > 0,
  (chunk) => {
    chunk.mountPageToaster();
  },
  () => undefined,
);

/** The header's cart button (CartButton.astro): opens the drawer and shows the item count. */
const cartButton = document.querySelector<HTMLButtonElement>('[data-cart-button]');
if (cartButton) {
  cartButton.addEventListener('click', openCart);
  // A pointer on its way to the button (or focus on it) starts fetching the drawer's code.
  for (const warmUp of ['pointerenter', 'focus'] as const) {
    cartButton.addEventListener(warmUp, () => void loadIslands().catch(() => undefined), {
      once: true,
    });
  }
  $cartTotals.subscribe(({ totalItems }) => {
    cartButton.setAttribute('aria-label', cartButtonLabel(totalItems));
    showCount(cartButton, totalItems);
  });
}

/** The badge on the cart button: the number of packs, or no badge for an empty cart. */
function showCount(button: HTMLButtonElement, count: number): void {
  let badge = button.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (count === 0) {
    badge?.remove();
    return;
  }
  if (!badge) {
    badge = document.createElement('span');
    badge.dataset.testid = 'cart-count';
    badge.setAttribute('aria-hidden', 'true');
    badge.className =
      'absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white';
    button.append(badge);
  }
  badge.textContent = String(count);
}

wireAddToCartButtons(document);
replaceBrokenMealImages(document);
prefetchProductsOnHover(document);

// Tests wait for this before clicking: from here on every control above answers.
document.documentElement.dataset.shell = 'ready';
