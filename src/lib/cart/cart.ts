// Validated by hand, not with zod: this module ships to every page with the cart, and even
// zod/mini would add more script than the whole cart (pages whose only island is the cart must
// stay within 80 KB of compressed JS).
import {
  FREE_DELIVERY_THRESHOLD_CENTS,
  STANDARD_DELIVERY_FEE_CENTS,
} from '../delivery/defaults.ts';
import { formatNZD } from '../money.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { isSlug } from '../slug.ts';

/** Most packs one cart line can hold; more than this is almost certainly a typo or a bot. */
export const MAX_QUANTITY_PER_LINE = 99;

/** The cart's local-storage key: 'cart' with the shop's prefix. */
export const CART_STORAGE_KEY = 'cube-kitchen-cart';

/** One line of the cart: a product, its unit price in cents and how many packs. */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image: string;
}

/** The whole cart: its lines and whether the drawer is showing. */
export interface Cart {
  items: CartItem[];
  isOpen: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isProductId = (value: unknown): value is string =>
  typeof value === 'string' && isSlug(value, PRODUCT_ID_MAX_LENGTH);
const isLineName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= 120;
const isPriceCents = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;
const isQuantity = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

/** Whether `value` is a valid cart line: product id, name, whole-cent price, 1 to 99 packs. */
export function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isProductId(value.id) &&
    isLineName(value.name) &&
    isPriceCents(value.price) &&
    isQuantity(value.quantity, MAX_QUANTITY_PER_LINE) &&
    typeof value.image === 'string'
  );
}

/** What a cart line needs from a product; the quantity comes separately. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** A cart with nothing in it and the drawer closed. */
export const EMPTY_CART: Cart = { items: [], isOpen: false };

/** Where a seeded product's picture lives, used until the product list says otherwise. */
export function defaultImageFor(id: string): string {
  return `/images/meals/${id}.svg`;
}

/** Turns a product from the API (price in `priceCents`) into what a cart line needs. */
export function cartProductFrom(product: {
  id: string;
  name: string;
  priceCents: number;
  image: string;
}): CartProduct {
  return { id: product.id, name: product.name, price: product.priceCents, image: product.image };
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY_PER_LINE, Math.max(0, Math.trunc(quantity)));
}

/** Adds packs of a product: merges into its line if present, else appends one; opens the drawer. */
export function addItem(cart: Cart, product: CartProduct, quantity = 1): Cart {
  const amount = clampQuantity(quantity);
  if (!Number.isFinite(quantity) || amount < 1) return cart;
  const existing = cart.items.find((item) => item.id === product.id);
  const items = existing
    ? cart.items.map((item) =>
        item.id === product.id
          ? { ...item, quantity: clampQuantity(item.quantity + amount) }
          : item,
      )
    : [...cart.items, { ...product, quantity: amount }];
  return { items, isOpen: true };
}

/** Removes a product's line; an unknown id leaves the cart as it is. */
export function removeItem(cart: Cart, id: string): Cart {
  if (!cart.items.some((item) => item.id === id)) return cart;
  return { ...cart, items: cart.items.filter((item) => item.id !== id) };
}

/** Sets a line's quantity (capped at the maximum); 0 or less removes the line. */
export function updateQuantity(cart: Cart, id: string, quantity: number): Cart {
  if (Number.isNaN(quantity)) return cart;
  if (quantity <= 0) return removeItem(cart, id);
  const next = Math.max(1, clampQuantity(quantity));
  if (!cart.items.some((item) => item.id === id && item.quantity !== next)) return cart;
  return {
    ...cart,
    items: cart.items.map((item) => (item.id === id ? { ...item, quantity: next } : item)),
  };
}

/** Empties the cart but keeps the drawer open or closed as it was. */
export function clearCart(cart: Cart): Cart {
  return { ...cart, items: [] };
}

/** Opens the drawer when closed and closes it when open; `open` forces one or the other. */
export function toggleCart(cart: Cart, open = !cart.isOpen): Cart {
  return cart.isOpen === open ? cart : { ...cart, isOpen: open };
}

/** Replaces the whole cart (used on restore); invalid input gives an empty, closed cart. */
export function setCart(next: unknown): Cart {
  if (!isRecord(next) || typeof next.isOpen !== 'boolean' || !Array.isArray(next.items)) {
    return EMPTY_CART;
  }
  const items: unknown[] = next.items;
  return items.every(isCartItem)
    ? { items: items.map((item) => ({ ...item })), isOpen: next.isOpen }
    : EMPTY_CART;
}

/** Everything the summary rows show, derived from the lines; money in cents. */
export interface CartTotals {
  totalItems: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
  amountUntilFreeDelivery: number;
  qualifiesForFreeDelivery: boolean;
}

/** Sum of all quantities, the number the cart button's badge shows. */
export function totalItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of unit price times quantity, in cents. */
export function subtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** True when the subtotal is at or above the free-delivery threshold (the cart's, or a zone's). */
export function qualifiesForFreeDelivery(
  subtotalCents: number,
  thresholdCents = FREE_DELIVERY_THRESHOLD_CENTS,
): boolean {
  return subtotalCents >= thresholdCents;
}

/** The delivery fee for a subtotal: free at or above the threshold, else the standard fee. */
export function deliveryFee(subtotalCents: number): number {
  return qualifiesForFreeDelivery(subtotalCents) ? 0 : STANDARD_DELIVERY_FEE_CENTS;
}

/** How much more to spend for free delivery (the cart's threshold, or a zone's), never below 0. */
export function amountUntilFreeDelivery(
  subtotalCents: number,
  thresholdCents = FREE_DELIVERY_THRESHOLD_CENTS,
): number {
  return Math.max(0, thresholdCents - subtotalCents);
}

/**
 * All derived figures. An empty cart has nothing to deliver, so its fee and total are 0 (no
 * "$5.00 delivery" on nothing); it does not qualify for free delivery and needs the full threshold.
 */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  const sub = subtotal(items);
  const fee = items.length === 0 ? 0 : deliveryFee(sub);
  return {
    totalItems: totalItems(items),
    subtotal: sub,
    deliveryFee: fee,
    total: sub + fee,
    amountUntilFreeDelivery: amountUntilFreeDelivery(sub),
    qualifiesForFreeDelivery: items.length > 0 && qualifiesForFreeDelivery(sub),
  };
}

/** The drawer's count text, word for word ("item(s)" is written literally, whatever the count). */
export function cartCountText(count: number): string {
  return count === 0 ? 'Your cart is empty.' : `You have ${count} item(s) in your cart.`;
}

/** The cart button's accessible name, e.g. "Cart, 3 items". */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The hint under Delivery when the cart does not yet qualify for free delivery. */
export function freeDeliveryHint(amountCents: number): string {
  return `Spend ${formatNZD(amountCents)} more for free delivery`;
}

/** A saved line: always id and quantity; name and price too unless storage was full. */
export interface SavedCartLine {
  id: string;
  quantity: number;
  name?: string;
  price?: number;
}

function isSavedCartLine(value: unknown): value is SavedCartLine {
  return (
    isRecord(value) &&
    isProductId(value.id) &&
    isQuantity(value.quantity) &&
    (value.name === undefined || isLineName(value.name)) &&
    (value.price === undefined || isPriceCents(value.price))
  );
}

/** The full saved form of a cart: id, quantity, name and price of each line, nothing more. */
export function serializeCart(items: readonly SavedCartLine[]): string {
  const lines = items.map(({ id, quantity, name, price }) => ({ id, quantity, name, price }));
  return JSON.stringify({ items: lines });
}

/** The smallest saved form, for when storage is full: ids and quantities only. */
export function serializeCartMinimal(items: readonly SavedCartLine[]): string {
  return JSON.stringify({ items: items.map(({ id, quantity }) => ({ id, quantity })) });
}

/** Merges lines of the same product (summing quantities up to the cap), keeping first-seen order. */
function mergeLines(lines: readonly SavedCartLine[]): SavedCartLine[] {
  const merged = new Map<string, SavedCartLine>();
  for (const line of lines) {
    const before = merged.get(line.id);
    const quantity = clampQuantity((before?.quantity ?? 0) + line.quantity);
    merged.set(line.id, { ...before, ...line, quantity });
  }
  return [...merged.values()];
}

/** Reads a saved cart; anything unreadable or invalid gives no lines (the cart is discarded). */
export function parseSavedCart(raw: string | null): SavedCartLine[] {
  try {
    // The saved cart is `{items: [...]}`; only id, quantity, name and price are saved.
    const saved: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(saved) || !Array.isArray(saved.items)) return [];
    const items: unknown[] = saved.items;
    if (!items.every(isSavedCartLine)) return [];
    return mergeLines(
      items.map(({ id, quantity, name, price }) => ({
        id,
        quantity,
        ...(name === undefined ? {} : { name }),
        ...(price === undefined ? {} : { price }),
      })),
    );
  } catch {
    return [];
  }
}

/** What a restore gives: lines ready to show, and lines still needing a name and price. */
export interface RestoredLines {
  items: CartItem[];
  unresolved: SavedCartLine[];
}

/**
 * Turns saved lines into cart lines, merging repeats. With the current product list, every line
 * takes the server's name, price and image, and ids no longer sold are dropped. Without it, lines
 * with a name and price show at once with the seeded image path; the others wait.
 */
export function restoreLines(
  lines: readonly SavedCartLine[],
  products?: readonly CartProduct[],
): RestoredLines {
  const items: CartItem[] = [];
  const unresolved: SavedCartLine[] = [];
  const byId = new Map(products?.map((product) => [product.id, product]));
  for (const { id, quantity, name, price } of mergeLines(lines)) {
    const product = byId.get(id) ?? (products ? undefined : known(id, name, price));
    if (product) items.push({ ...product, quantity });
    else if (!products) unresolved.push({ id, quantity });
  }
  return { items, unresolved };
}

function known(id: string, name?: string, price?: number): CartProduct | undefined {
  return name === undefined || price === undefined
    ? undefined
    : { id, name, price, image: defaultImageFor(id) };
}
