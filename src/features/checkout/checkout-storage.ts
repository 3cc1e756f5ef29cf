import { parseAttempt, type OrderAttempt } from '../../lib/checkout/attempt.ts';
import { CHECKOUT_ATTEMPT_KEY, CHECKOUT_DRAFT_KEY, parseDraft } from '../../lib/checkout/draft.ts';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';

// Session storage can be full or blocked (private modes); the checkout then simply keeps less.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept: a reload starts the form again, and a retry makes a new attempt.
  }
}

/** The form values kept in this tab, or the empty form. */
export function readDraft(): CheckoutFormValues {
  return parseDraft(read(CHECKOUT_DRAFT_KEY));
}

/** Keeps the form values as the shopper types. */
export function saveDraft(values: unknown): void {
  write(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
}

/** The attempt kept in this tab, if any. */
export function readAttempt(): OrderAttempt | null {
  return parseAttempt(read(CHECKOUT_ATTEMPT_KEY));
}

/** Keeps the attempt (its key) so a retry after a network failure reuses it. */
export function saveAttempt(attempt: OrderAttempt): void {
  write(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
}

/** Forgets the form and the attempt once the order is placed. */
export function clearCheckoutStorage(): void {
  write(CHECKOUT_DRAFT_KEY, null);
  write(CHECKOUT_ATTEMPT_KEY, null);
}
