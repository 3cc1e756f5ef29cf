import { atom, computed, onMount } from 'nanostores';
import {
  EMPTY_CART,
  addItem,
  cartCountText,
  cartTotals,
  clearCart,
  removeItem,
  restoreLines,
  toggleCart,
  updateQuantity,
  type Cart,
  type CartProduct,
  type SavedCartLine,
} from '../../lib/cart/cart.ts';
import { fillCartForRecipe, type RecipePack } from '../../lib/cart/recipe-packs.ts';
import { readSavedLines, saveLines, watchSavedCart } from './cart-storage.ts';
import { fetchCartProducts } from './fetch-products.ts';

/** The shopper's cart and whether its drawer is open; the one source of truth for all islands. */
export const $cart = atom<Cart>(EMPTY_CART);

/** Totals, delivery and free-delivery progress derived from the cart's lines. */
export const $cartTotals = computed($cart, (cart) => cartTotals(cart.items));

/** The totals of an empty cart: what the server renders before the saved cart is restored. */
export const EMPTY_TOTALS = cartTotals([]);

/**
 * True while saved lines without a name and price wait for the product list: the cart is not
 * known yet, so pages show that it is loading rather than an empty cart.
 */
export const $cartRestoring = atom(false);

/** The latest change in words, read out politely by screen readers. */
export const $cartAnnouncement = atom('');

/**
 * Saved lines without a name and price (saved while storage was full, or by another tab),
 * kept until the product list can name them, and saved alongside the cart meanwhile.
 */
let pending: SavedCartLine[] = [];

/** True while restored lines still carry saved (possibly stale) names and prices. */
let needsRefresh = false;
let refreshing: Promise<void> | undefined;

function announce(message: string): void {
  $cartAnnouncement.set(message);
}

function countSentence(): string {
  return cartCountText($cartTotals.get().totalItems);
}

/** Adds packs of a product and opens the drawer. */
export function addToCart(product: CartProduct, quantity = 1): void {
  $cart.set(addItem($cart.get(), product, quantity));
  announce(`Added ${product.name} to your cart. ${countSentence()}`);
}

/** Adds several products at once (a recipe's packs) and opens the drawer. */
export function addManyToCart(lines: readonly { product: CartProduct; quantity: number }[]): void {
  let cart = $cart.get();
  for (const { product, quantity } of lines) cart = addItem(cart, product, quantity);
  $cart.set(cart);
  const what = lines.length === 1 ? lines[0]?.product.name : `${lines.length} meals`;
  announce(`Added ${what ?? 'nothing'} to your cart. ${countSentence()}`);
}

/** Fills the cart up to a recipe's packs (never doubling them); returns how many it added. */
export function fillCartForRecipePacks(packs: readonly RecipePack[]): number {
  const { cart, addedPacks } = fillCartForRecipe($cart.get(), packs);
  if (addedPacks === 0) return 0;
  $cart.set(cart);
  announce(
    `Added ${addedPacks === 1 ? '1 pack' : `${addedPacks} packs`} to your cart. ${countSentence()}`,
  );
  return addedPacks;
}

/** Removes a product's line. */
export function removeFromCart(id: string): void {
  const item = $cart.get().items.find((line) => line.id === id);
  $cart.set(removeItem($cart.get(), id));
  if (item) announce(`Removed ${item.name} from your cart. ${countSentence()}`);
}

/** Sets a line's quantity; 0 or less removes it. */
export function setCartQuantity(id: string, quantity: number): void {
  const item = $cart.get().items.find((line) => line.id === id);
  $cart.set(updateQuantity($cart.get(), id, quantity));
  if (!item) return;
  const after = $cart.get().items.find((line) => line.id === id);
  announce(
    after
      ? `${item.name} quantity ${after.quantity}. ${countSentence()}`
      : `Removed ${item.name} from your cart. ${countSentence()}`,
  );
}

/** Empties the cart, leaving the drawer as it is. */
export function emptyCart(): void {
  $cart.set(clearCart($cart.get()));
}

/** Opens or closes the drawer; with no argument it flips it. */
export function toggleCartDrawer(open?: boolean): void {
  $cart.set(toggleCart($cart.get(), open));
}

/** Opens the drawer, retrying a refresh of restored lines that failed on load. */
export function openCart(): void {
  toggleCartDrawer(true);
  if (needsRefresh) void refreshFromServer();
}

/** Closes the drawer. */
export function closeCart(): void {
  toggleCartDrawer(false);
}

/** The lines to save: those shown plus those still waiting for a name and price. */
function savedLines(): SavedCartLine[] {
  return [...$cart.get().items, ...pending];
}

/** Takes names, prices and images from GET /api/products and drops ids no longer sold. */
function refreshFromServer(): Promise<void> {
  refreshing ??= fetchCartProducts()
    .then((products) => {
      if (!products) return;
      // Lines may have changed while the request ran; refresh what is there now.
      const refreshed = restoreLines(savedLines(), products);
      pending = [];
      needsRefresh = false;
      $cart.set({ ...$cart.get(), items: refreshed.items });
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Puts saved lines into the cart at once, then refreshes them from the server. */
async function applySaved(lines: readonly SavedCartLine[]): Promise<void> {
  const quick = restoreLines(lines);
  pending = quick.unresolved;
  // Saved lines carry no image; keep the one already showing rather than guess it again.
  const images = new Map($cart.get().items.map((item) => [item.id, item.image]));
  const items = quick.items.map((item) => ({ ...item, image: images.get(item.id) ?? item.image }));
  $cart.set({ ...$cart.get(), items });
  needsRefresh = lines.length > 0;
  if (!needsRefresh) return;
  $cartRestoring.set(pending.length > 0);
  try {
    await refreshFromServer();
  } finally {
    $cartRestoring.set(false);
  }
}

onMount($cart, () => {
  // The server has no saved cart; it renders the empty cart.
  if (typeof window === 'undefined') return;
  void applySaved(readSavedLines());
  const unlisten = $cart.listen(() => {
    saveLines(savedLines());
  });
  const unwatch = watchSavedCart((lines) => void applySaved(lines));
  return () => {
    unlisten();
    unwatch();
  };
});
