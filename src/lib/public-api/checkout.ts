// The checkout's routes: the ways to pay, the delivery options of an address, a promo code's
// check, placing an order, and giving an unpaid card order back from Stripe's cancel link.
import { ORDER_REFUSALS } from '../checkout/order-answers.ts';
import { PlaceOrderAnswerSchema } from '../checkout/place-order-answer.ts';
import { DeliveryOptionsQuerySchema } from '../delivery/requests.ts';
import { CancelCardPaymentRequestSchema, CardCancelAnswerSchema } from '../orders/card-cancel.ts';
import { PromoCheckRequestSchema, PromoCheckSchema } from '../orders/promo.ts';
import { PlaceOrderRequestSchema } from '../orders/request.ts';
import { checkoutConfigRoute, deliveryOptionsRead } from './checkout-reads.ts';
import { defineGroup, PUBLIC } from './group.ts';

export { CheckoutConfigSchema, type CheckoutConfig } from './checkout-reads.ts';

/** The checkout's routes; every write is same-site and rate-limited per client address. */
export const checkoutApi = defineGroup({
  id: 'checkout',
  api: {
    config: checkoutConfigRoute,
    deliveryOptions: { ...deliveryOptionsRead, query: DeliveryOptionsQuerySchema },
    checkPromo: {
      method: 'POST',
      path: '/api/promo/check',
      roles: PUBLIC,
      body: PromoCheckRequestSchema,
      answer: PromoCheckSchema,
      rateLimit: 'promoCheck',
    },
    placeOrder: {
      method: 'POST',
      path: '/api/orders',
      roles: PUBLIC,
      body: PlaceOrderRequestSchema,
      answer: PlaceOrderAnswerSchema,
      rateLimit: 'orders',
    },
    cancelCardPayment: {
      method: 'POST',
      path: '/api/orders/:id/cancel-payment',
      roles: PUBLIC,
      body: CancelCardPaymentRequestSchema,
      answer: CardCancelAnswerSchema,
      rateLimit: 'cancelPayment',
    },
  },
  refusals: {
    ...ORDER_REFUSALS,
    paid: 'paid',
    cancelled: 'cancelled',
    notCardPayment: 'not_card_payment',
  },
});
