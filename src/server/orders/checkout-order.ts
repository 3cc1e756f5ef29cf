import type { PlaceOrderAnswer } from '../../lib/checkout/place-order-answer.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import { confirmationPath, finishPlacement, startCardPayment } from './after-placement.ts';
import { placeOrder } from './place-order.ts';

/** What the checkout gets for an order: its answer, and whether this request created it. */
export interface CheckoutOutcome {
  answer: PlaceOrderAnswer;
  created: boolean;
}

/**
 * Places a shopper's order (POST /api/orders) and says where they go next. A new card order
 * gets Stripe's payment page and is announced once Stripe reports it paid (card-payments.ts), so
 * a shopper who leaves Stripe's page gets no email about an order that is then cancelled; every
 * other new order is announced by email after the answer (`afterAnswer`), so a slow mail server
 * never slows or fails a checkout. A repeated idempotency key gets the first order again.
 */
export async function checkoutOrder(
  request: PlaceOrderRequest,
  origin: string,
  afterAnswer: (work: Promise<unknown>) => void,
): Promise<CheckoutOutcome> {
  const { order, created } = await placeOrder(request);
  let paymentUrl: string | undefined;
  if (created) {
    if (order.paymentMethod === 'card') paymentUrl = await startCardPayment(order, origin);
    afterAnswer(finishPlacement(order, origin));
  }
  const { id, number, accessToken, totals } = order;
  return {
    created,
    answer: {
      id,
      number,
      accessToken,
      totals,
      confirmationUrl: confirmationPath(order),
      ...(paymentUrl ? { paymentUrl } : {}),
    },
  };
}
