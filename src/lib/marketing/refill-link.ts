// The link in a restock reminder that fills the cart with the same meals again, at today's
// prices: `/meals?refill=butter-chicken:2,beef-rendang:1&ref=restock-<orderId>`. It names meals
// and packs only; prices always come from the shop when the cart is filled.
// No zod here: the meals page loads this.
import { MAX_QUANTITY_PER_LINE } from '../cart/cart.ts';
import { PRODUCT_ID_MAX_LENGTH } from '../products/product-id.ts';
import { isSlug } from '../slug.ts';

/** Where an order came from, when a link says so: `restock-<orderId>` from a restock reminder. */
export const ORDER_SOURCE_PATTERN =
  /^restock-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Most lines a refill link fills (an order has at most 50). */
const MAX_REFILL_LINES = 50;

/** One line to put back in the cart. */
export interface RefillLine {
  productId: string;
  quantity: number;
}

/** What a refill link asks for: the lines, and the reminder it came from (`restock-<id>`). */
export interface RefillRequest {
  lines: RefillLine[];
  source: string | null;
}

/** The source recorded on orders that came through an order's restock reminder. */
export function restockSourceOf(orderId: string): string {
  return `restock-${orderId}`;
}

/** The order a restock source names, or null when it is not one. */
export function orderIdOfRestockSource(source: string | undefined): string | null {
  if (!source || !ORDER_SOURCE_PATTERN.test(source)) return null;
  return source.slice('restock-'.length);
}

/** The refill link of an order's lines on the shop's origin. */
export function refillUrl(origin: string, orderId: string, lines: readonly RefillLine[]): string {
  const refill = lines.map(({ productId, quantity }) => `${productId}:${quantity}`).join(',');
  const query = new URLSearchParams({ refill, ref: restockSourceOf(orderId) });
  return `${origin}/meals?${query.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')}`;
}

function parseLine(part: string): RefillLine | null {
  const [productId = '', count = '', ...rest] = part.split(':');
  const quantity = Number(count);
  if (rest.length > 0 || !/^\d{1,3}$/.test(count)) return null;
  if (!isSlug(productId, PRODUCT_ID_MAX_LENGTH)) return null;
  if (quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) return null;
  return { productId, quantity };
}

/**
 * The refill a page's query asks for, or null when there is none. Malformed lines are skipped
 * (a link cut short still fills what it can); repeats of a meal are added up, within the cart's
 * limit per meal.
 */
export function parseRefill(search: string): RefillRequest | null {
  const params = new URLSearchParams(search);
  const refill = params.get('refill');
  if (!refill) return null;
  const merged = new Map<string, number>();
  for (const part of refill.split(',').slice(0, MAX_REFILL_LINES)) {
    const line = parseLine(part.trim());
    if (!line) continue;
    const total = (merged.get(line.productId) ?? 0) + line.quantity;
    merged.set(line.productId, Math.min(total, MAX_QUANTITY_PER_LINE));
  }
  const lines = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
  const ref = params.get('ref') ?? '';
  return { lines, source: orderIdOfRestockSource(ref) ? ref : null };
}
