import type { PlaceOrderAnswer } from '../../lib/checkout/place-order-answer.ts';
import type { PlaceOrderRequest } from '../../lib/orders/request.ts';
import { finishPlacement, startCardPayment } from './after-placement.ts';
import { confirmationPath } from './order-email-views.ts';
import { placeOrder } from './place-order.ts';
import {
  checkStandingChoice,
  startStandingOrder,
} from '../standing-orders/start-standing-order.ts';

const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/** What the checkout gets for an order: its answer, and whether this request created it. */
export interface CheckoutOutcome {
  answer: PlaceOrderAnswer;
  created: boolean;
}

/**
 * Places a shopper's order (POST /api/orders) and says where they go next. A new card order
 * gets Stripe’s payment page and is announced once Stripe reports it paid (card-payments.ts), so
 * a shopper who leaves Stripe's page gets no email about an order that is then cancelled; every
 * other new order is announced by email after the answer (`afterAnswer`), so a slow mail server
 * never slows or fails a checkout. A repeated idempotency key gets the first order again. An
 * order with a `standing` choice starts a standing order (start-standing-order.ts).
 */
export async function checkoutOrder(
  request: PlaceOrderRequest,
  origin: string,
  afterAnswer: (work: Promise<unknown>) => void,
): Promise<CheckoutOutcome> {
  await checkStandingChoice(request);
  const later: (() => Promise<unknown>)[] = [];
  const { order, created } = await placeOrder(request, new Date(), {
    afterAnswer: (work) => later.push(work),
  });
  const writeLater = async () => {
    for (const work of later.splice(0)) await work();
  };
  // Stripe's session is kept on the order record, so a card order's record is written first.
  if (created && order.paymentMethod === 'card') await writeLater();
  // Also on a repeated key: a checkout that died after placing gets its standing order now.
  await startStandingOrder(order, request);
  let paymentUrl: string | undefined;
  if (created && order.paymentMethod === 'card') {
    paymentUrl = await startCardPayment(order, origin);
  }
  // Started on the next turn of the event loop, once the handler has given its answer, so no
  // call of what follows holds the answer up.
  afterAnswer(
    nextTurn().then(async () => {
      await writeLater();
      if (created) await finishPlacement(order, origin);
    }),
  );
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
