import { parseAttempt, type OrderAttempt } from '../../lib/checkout/attempt.ts';
import { parseDraft } from '../../lib/checkout/draft.ts';
import type { CheckoutFormValues } from '../../lib/checkout/form.ts';
import { cardPaymentOf, type CancelledPayment } from '../../lib/checkout/cancelled-payment.ts';
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_CARD_PAYMENT_KEY,
  CHECKOUT_DRAFT_KEY,
} from '../../lib/checkout/storage-keys.ts';
import { readSessionValue, writeSessionValue } from './session-values.ts';

/** The form values kept in this tab, or the empty form. */
export function readDraft(): CheckoutFormValues {
  return parseDraft(readSessionValue(CHECKOUT_DRAFT_KEY));
}

/** Keeps the form values as the shopper types. */
export function saveDraft(values: unknown): void {
  writeSessionValue(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
}

/** The attempt kept in this tab, if any. */
export function readAttempt(): OrderAttempt | null {
  return parseAttempt(readSessionValue(CHECKOUT_ATTEMPT_KEY));
}

/** Keeps the attempt (its key) so a retry after a network failure reuses it. */
export function saveAttempt(attempt: OrderAttempt): void {
  writeSessionValue(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
}

/** Keeps the card order this tab is going to Stripe to pay, in case the shopper comes back. */
export function rememberCardPayment(payment: CancelledPayment): void {
  writeSessionValue(CHECKOUT_CARD_PAYMENT_KEY, JSON.stringify(payment));
}

/** The card order this tab went to pay and has not settled, if any. */
export function readCardPayment(): CancelledPayment | null {
  return cardPaymentOf(readSessionValue(CHECKOUT_CARD_PAYMENT_KEY));
}
