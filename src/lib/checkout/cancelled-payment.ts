// Stripe's cancel link brings the shopper back to /checkout?cancelled=<order id>&token=<token>.
// The checkout then gives that unpaid card order back (POST /api/orders/{id}/cancel-payment) and
// says so; this is the pure part of it: the link, reading it, and what each answer means.

const ORDER_PARAM = 'cancelled';
const TOKEN_PARAM = 'token';

/** The order whose card payment the shopper left, as the cancel link names it. */
export interface CancelledPayment {
  orderId: string;
  token: string;
}

/** Where Stripe's cancel link leads: the checkout, naming the order and its access token. */
export function cancelledPaymentPath(order: { id: string; accessToken: string }): string {
  const query = new URLSearchParams({ [ORDER_PARAM]: order.id, [TOKEN_PARAM]: order.accessToken });
  return `/checkout?${query.toString()}`;
}

/** The order named by a cancel link's query (`location.search`), or null for any other visit. */
export function cancelledPaymentOf(search: string): CancelledPayment | null {
  const query = new URLSearchParams(search);
  const orderId = query.get(ORDER_PARAM)?.trim() ?? '';
  const token = query.get(TOKEN_PARAM)?.trim() ?? '';
  return orderId && token ? { orderId, token } : null;
}

/**
 * The card order kept in this tab when the shopper went to Stripe (a JSON CancelledPayment), or
 * null. Coming back to the checkout with the browser's Back button skips the cancel link, so the
 * checkout gives this order back instead.
 */
export function cardPaymentOf(kept: string | null): CancelledPayment | null {
  if (!kept) return null;
  try {
    const parsed: unknown = JSON.parse(kept);
    if (!isRecord(parsed)) return null;
    const orderId = text(parsed.orderId).trim();
    const token = text(parsed.token).trim();
    return orderId && token ? { orderId, token } : null;
  } catch {
    return null;
  }
}

/** The same address without the cancel link's query, so a reload does not cancel again. */
export function withoutCancelledPayment(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(ORDER_PARAM);
  url.searchParams.delete(TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the checkout does with the answer to its cancel request. */
export type CancelOutcome =
  /** The order is cancelled and nothing was charged: say so, keep the cart and details. */
  | { kind: 'released'; number: string }
  /** The payment went through after all: the shopper belongs on the confirmation page. */
  | { kind: 'paid'; confirmationUrl: string }
  /** Refused for good (wrong link, not a card order): show why; the checkout is as it was. */
  | { kind: 'refused'; message: string }
  /** No answer for sure (network, 5xx, 429): nothing changed; reloading the page asks again. */
  | { kind: 'retry' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Sorts an answer of POST /api/orders/{id}/cancel-payment (status 0: no answer at all). Its body
 * is a CardCancelAnswer (src/lib/orders/card-cancel.ts), on a 409 with `reason` and `message`.
 */
export function cancelOutcomeOf(status: number, data: unknown): CancelOutcome {
  const body = isRecord(data) ? data : {};
  const number = text(body.number);
  const reason = text(body.reason);
  const confirmationUrl = text(body.confirmationUrl);
  if (number && (status === 200 || (status === 409 && reason === 'cancelled'))) {
    return { kind: 'released', number };
  }
  if (status === 409 && reason === 'paid' && confirmationUrl.startsWith('/order-confirmation?')) {
    return { kind: 'paid', confirmationUrl };
  }
  if (status === 0 || status === 429 || status >= 500) return { kind: 'retry' };
  return { kind: 'refused', message: text(body.message) };
}

/** What the checkout says once the order is given back. */
export function releasedNotice(number: string): string {
  return `Your card payment was cancelled, so order ${number} is cancelled too and nothing was charged. Your cart and details are still here: place the order again when you are ready.`;
}

/** What the checkout says when the cancel could not be asked for (nothing changed). */
export const CANCEL_RETRY_MESSAGE =
  'We could not cancel your card payment just now. Your cart and details are still here: reload this page to try again. An unpaid card order is also released by itself within about 30 minutes.';
