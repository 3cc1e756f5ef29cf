import { callRoute } from '../../lib/api/call-route.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { attemptFor, fingerprintOf } from '../../lib/checkout/attempt.ts';
import {
  classifyOrderFailure,
  isDefinitiveAnswer,
  nextLocation,
  type OrderFailure,
} from '../../lib/checkout/order-answers.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import { checkoutApi } from '../../lib/public-api/checkout.ts';
import { readAttempt, rememberCardPayment, saveAttempt } from './checkout-storage.ts';
import { forgetAttempt, forgetCheckout } from './session-values.ts';

/** How an attempt ended: placed (go there), refused (show why), or failed (toast the error). */
export type SubmitOutcome =
  { kind: 'placed'; location: string } | OrderFailure | { kind: 'failed'; error: unknown };

/**
 * Posts the order with this attempt's idempotency key. The key is kept until the server answers
 * for sure, so a retry after a network failure or a gateway error cannot place a second order.
 * Once placed the key is forgotten; so is the form, except when the shopper goes on to pay by
 * card: a cancelled payment brings them back to it (the confirmation page forgets it then).
 */
export async function submitOrder(
  request: Omit<PlaceOrderRequest, 'idempotencyKey'>,
): Promise<SubmitOutcome> {
  const attempt = attemptFor(readAttempt(), fingerprintOf(request), () => crypto.randomUUID());
  saveAttempt(attempt);
  try {
    const placed = await callRoute(checkoutApi.api.placeOrder, {
      body: { ...request, idempotencyKey: attempt.key },
    });
    if (placed.paymentUrl) {
      forgetAttempt();
      rememberCardPayment({ orderId: placed.id, token: placed.accessToken });
    } else forgetCheckout();
    return { kind: 'placed', location: nextLocation(placed) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', error };
    if (isDefinitiveAnswer(error.status)) saveAttempt({ ...attempt, answered: true });
    const failure = classifyOrderFailure(error.status, error.data);
    return failure.kind === 'toast' ? { kind: 'failed', error } : failure;
  }
}
