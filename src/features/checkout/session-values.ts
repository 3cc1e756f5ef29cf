import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_CARD_PAYMENT_KEY,
  CHECKOUT_DRAFT_KEY,
  CHECKOUT_SOURCE_KEY,
} from '../../lib/checkout/storage-keys.ts';

// Session storage can be full or blocked (private modes); the checkout then simply keeps less.
// Light on purpose: the order confirmation page imports it to forget the checkout.

/** A value kept in this tab's session storage, or null. */
export function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a value in this tab's session storage; null removes it. */
export function writeSessionValue(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept: a reload starts the form again, and a retry makes a new attempt.
  }
}

/** Forgets the attempt, so the next order gets a new idempotency key. */
export function forgetAttempt(): void {
  writeSessionValue(CHECKOUT_ATTEMPT_KEY, null);
}

/** Forgets the card order this tab went to pay: it is paid, or it has been given back. */
export function forgetCardPayment(): void {
  writeSessionValue(CHECKOUT_CARD_PAYMENT_KEY, null);
}

/** Forgets the form, the attempt and any card order on its way, once the order is placed for good. */
export function forgetCheckout(): void {
  writeSessionValue(CHECKOUT_DRAFT_KEY, null);
  forgetAttempt();
  forgetCardPayment();
  writeSessionValue(CHECKOUT_SOURCE_KEY, null);
}

/** Keeps the link this visit came through (a restock reminder's), for the order it leads to. */
export function rememberOrderSource(source: string): void {
  writeSessionValue(CHECKOUT_SOURCE_KEY, source);
}

/** The link this visit came through, if any. */
export function readOrderSource(): string | null {
  return readSessionValue(CHECKOUT_SOURCE_KEY);
}
