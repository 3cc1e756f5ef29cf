// What the checkout does once the shopper acts: validate the form with the order's own schema,
// check a promo code, place the order, give a cancelled card payment back, register interest in
// an address outside every zone. It brings zod and the routes' schemas, which first paint does
// not need, so the page loads it through loadCheckoutActions (checkout-later.ts) only.
import { zodResolver } from '@hookform/resolvers/zod';
import { callRoute } from '../../lib/api/call-route.ts';
import { CheckoutFormSchema } from '../../lib/checkout/form-schema.ts';
import { DeliveryInterestRequestSchema } from '../../lib/forms/delivery-interest.ts';
import type { PromoCheck } from '../../lib/orders/promo.ts';
import { checkoutApi } from '../../lib/public-api/checkout.ts';
import { formsApi } from '../../lib/public-api/forms.ts';

export { submitOrder } from './submit-order.ts';

/** The form's resolver: the server's schema, so the browser's messages are the server's. */
export const checkoutResolver = zodResolver(CheckoutFormSchema);

/** Asks the server about a code for this subtotal; the order is priced again when placed. */
export function checkPromo(code: string, subtotalCents: number): Promise<PromoCheck> {
  return callRoute(checkoutApi.api.checkPromo, { body: { code, subtotalCents } });
}

/** Asks the server to give back the unpaid card order this browser left for Stripe. */
export function cancelCardPayment(orderId: string, token: string) {
  return callRoute(checkoutApi.api.cancelCardPayment, { params: { id: orderId }, body: { token } });
}

/**
 * "Tell me when you deliver here": the first problem with the email (checked by the route's own
 * schema) or, once valid, the request sent.
 */
export async function registerDeliveryInterest(input: {
  email: string;
  postcode: string;
  suburb: string;
}): Promise<{ invalid: string } | { sent: true }> {
  const parsed = DeliveryInterestRequestSchema.safeParse(input);
  if (!parsed.success) {
    return { invalid: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
  }
  await callRoute(formsApi.api.deliveryInterest, { body: parsed.data });
  return { sent: true };
}
