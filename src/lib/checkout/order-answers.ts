// What the checkout does with each answer of POST /api/orders (fields to fix, stock or slot gone,
// an order refused for a reason, or a toast), decided by pure code so every branch is
// unit-tested.
import type { PlaceOrderAnswer } from './place-order-answer.ts';

/**
 * Why POST /api/orders refuses an order: the `reason` of its 409 and 422 answers, and of the 503
 * that says the store failed before the order could be confirmed (the shopper tries again).
 */
export const ORDER_REFUSALS = {
  storeUnavailable: 'store_unavailable',
  outOfStock: 'out_of_stock',
  slotUnavailable: 'slot_unavailable',
  outsideZone: 'outside_zone',
  belowMinimum: 'below_minimum',
  storePaused: 'store_paused',
  noPaymentMethod: 'no_payment_method',
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;
export type OrderRefusal = (typeof ORDER_REFUSALS)[keyof typeof ORDER_REFUSALS];

/** A meal the kitchen has too few packs of, as a 409 out-of-stock answer lists it. */
export interface ShortItem {
  productId: string;
  name: string;
  requested: number;
  available: number;
}

/** A failed attempt, sorted by what the page shows for it. */
export type OrderFailure =
  | { kind: 'fields'; message: string; errors: Record<string, string> }
  | { kind: typeof ORDER_REFUSALS.outOfStock; message: string; items: ShortItem[] }
  | {
      kind: typeof ORDER_REFUSALS.slotUnavailable;
      message: string;
      errors: Record<string, string>;
    }
  | { kind: 'blocked'; message: string; reason: string }
  /** The store failed before the order was confirmed: say so, and to press Place order again. */
  | { kind: 'retry'; message: string }
  | { kind: 'toast' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function shortItems(value: unknown): ShortItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): ShortItem[] => {
    if (!isRecord(item)) return [];
    const { productId, name, requested, available } = item;
    return typeof productId === 'string' &&
      typeof name === 'string' &&
      Number.isInteger(requested) &&
      Number.isInteger(available)
      ? [{ productId, name, requested: requested as number, available: available as number }]
      : [];
  });
}

/**
 * Sorts a failed answer (status and JSON body) into what the checkout shows for it. A refusal
 * the shopper cannot fix in a field is shown by its `detail` sentence (the `message` of such
 * answers is the fixed text of its status).
 */
export function classifyOrderFailure(status: number, data: unknown): OrderFailure {
  const body = isRecord(data) ? data : {};
  const message = typeof body.message === 'string' ? body.message : '';
  const detail = typeof body.detail === 'string' && body.detail ? body.detail : message;
  if (status === 400) return { kind: 'fields', message, errors: stringRecord(body.errors) };
  if (status === 409 && body.reason === ORDER_REFUSALS.outOfStock) {
    return { kind: ORDER_REFUSALS.outOfStock, message, items: shortItems(body.items) };
  }
  if (status === 409 && body.reason === ORDER_REFUSALS.slotUnavailable) {
    return { kind: ORDER_REFUSALS.slotUnavailable, message, errors: stringRecord(body.errors) };
  }
  if (status === 503 && body.reason === ORDER_REFUSALS.storeUnavailable && detail !== message) {
    return { kind: 'retry', message: detail };
  }
  const blocking = status === 422 || body.reason === ORDER_REFUSALS.idempotencyKeyReused;
  if (blocking && typeof body.reason === 'string' && detail) {
    return { kind: 'blocked', message: detail, reason: body.reason };
  }
  return { kind: 'toast' };
}

/** Where the browser goes after an order: Stripe's page for card, else the confirmation. */
export function nextLocation(
  placed: Pick<PlaceOrderAnswer, 'paymentUrl' | 'confirmationUrl'>,
): string {
  return placed.paymentUrl ?? placed.confirmationUrl;
}

/** The cart changes that fit an order to the stock left: a quantity per meal, 0 to remove. */
export function quantitiesThatFit(items: readonly ShortItem[]): Map<string, number> {
  return new Map(items.map((item) => [item.productId, Math.max(0, item.available)]));
}

/**
 * Whether an answer settles the attempt. A 5xx or 429 may come from a gateway after the order
 * was placed, or asks for a retry: the next try must reuse the key, as after a network failure.
 */
export function isDefinitiveAnswer(status: number): boolean {
  return status < 500 && status !== 429;
}
