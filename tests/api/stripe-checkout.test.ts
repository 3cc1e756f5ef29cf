import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_SESSION_LIFETIME_SECONDS,
  createCheckoutSession,
  PaymentTotalMismatchError,
  type OrderForPayment,
} from '../../src/server/payments/checkout-session.ts';
import {
  CardPaymentsDisabledError,
  cardPaymentsEnabled,
} from '../../src/server/payments/stripe-client.ts';
import { lineItemsOf } from '../fixtures/fake-stripe-checkout.ts';
import { startFakeStripe, type FakeStripe, type StripeRequest } from '../fixtures/fake-stripe.ts';

const URLS = {
  successUrl: 'https://cubekitchen.co.nz/order-confirmation?order=o1&token=t1',
  cancelUrl: 'https://cubekitchen.co.nz/checkout',
};
const NOW = new Date('2026-11-24T02:15:00.000Z');

function order(overrides: Partial<OrderForPayment['totals']> = {}): OrderForPayment {
  const totals = { deliveryFeeCents: 500, discountCents: 685, totalCents: 6665, ...overrides };
  return {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
    number: 'CK-10042',
    customer: { email: 'aroha@example.co.nz' },
    lines: [
      { name: 'Beef Bolognese', quantity: 2, unitPriceCents: 1490 },
      { name: 'Super Veg Sauce', quantity: 3, unitPriceCents: 1290 },
    ],
    totals,
  };
}

/** The line items of a session request, read back from Stripe's form encoding. */
const lineItems = (request: StripeRequest) => lineItemsOf(request.form);

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.stop();
});
beforeEach(() => {
  stripe.requests.length = 0;
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
  vi.stubEnv('STRIPE_API_URL', stripe.url);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('cardPaymentsEnabled', () => {
  it('is true only with a Stripe secret key', () => {
    expect(cardPaymentsEnabled()).toBe(true);
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    expect(cardPaymentsEnabled()).toBe(false);
  });
});

describe('createCheckoutSession', () => {
  it('asks Stripe for an NZD card payment whose total is the order total', async () => {
    const result = await createCheckoutSession(order(), URLS, NOW);

    const [couponRequest, sessionRequest] = stripe.requests;
    expect(stripe.requests).toHaveLength(2);
    expect(couponRequest?.path).toBe('/v1/coupons');
    expect(couponRequest?.authorization).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(couponRequest?.form ?? [])).toMatchObject({
      amount_off: '685',
      currency: 'nzd',
      duration: 'once',
      max_redemptions: '1',
    });

    if (!sessionRequest) throw new Error('No session was requested');
    expect(sessionRequest.path).toBe('/v1/checkout/sessions');
    const form = sessionRequest.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('nzd');
    expect(form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(form.get('client_reference_id')).toBe(order().id);
    expect(form.get('metadata[orderId]')).toBe(order().id);
    expect(form.get('metadata[orderNumber]')).toBe('CK-10042');
    expect(form.get('customer_email')).toBe('aroha@example.co.nz');
    expect(form.get('discounts[0][coupon]')).toBe('coupon_test_1');
    expect(form.get('success_url')).toBe(URLS.successUrl);
    expect(form.get('cancel_url')).toBe(URLS.cancelUrl);
    expect(Number(form.get('expires_at'))).toBe(
      NOW.getTime() / 1000 + CHECKOUT_SESSION_LIFETIME_SECONDS,
    );
    expect(CHECKOUT_SESSION_LIFETIME_SECONDS).toBeGreaterThanOrEqual(30 * 60);
    expect(form.get('line_items[0][price_data][tax_behavior]')).toBe('inclusive');

    const items = lineItems(sessionRequest);
    expect(items).toEqual([
      { name: 'Beef Bolognese', unitAmount: 1490, quantity: 2, currency: 'nzd' },
      { name: 'Super Veg Sauce', unitAmount: 1290, quantity: 3, currency: 'nzd' },
      { name: 'Delivery', unitAmount: 500, quantity: 1, currency: 'nzd' },
    ]);
    const charged =
      items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0) -
      Number(couponRequest?.form.get('amount_off'));
    expect(charged).toBe(order().totals.totalCents);

    expect(result).toEqual({
      sessionId: 'cs_test_2',
      url: `${stripe.url}/c/pay/cs_test_2`,
    });
  });

  it('adds no coupon and no delivery line when there is no discount and delivery is free', async () => {
    await createCheckoutSession(
      order({ deliveryFeeCents: 0, discountCents: 0, totalCents: 6850 }),
      URLS,
      NOW,
    );
    const [sessionRequest] = stripe.requests;
    expect(stripe.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    if (!sessionRequest) throw new Error('No session was requested');
    expect(lineItems(sessionRequest).map((item) => item.name)).toEqual([
      'Beef Bolognese',
      'Super Veg Sauce',
    ]);
    expect(sessionRequest.form.has('discounts[0][coupon]')).toBe(false);
  });

  it('refuses an order whose lines do not add up to its total, before calling Stripe', async () => {
    await expect(createCheckoutSession(order({ totalCents: 100 }), URLS, NOW)).rejects.toThrow(
      PaymentTotalMismatchError,
    );
    expect(stripe.requests).toEqual([]);
  });

  it('refuses to run without a Stripe secret key', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    await expect(createCheckoutSession(order(), URLS, NOW)).rejects.toThrow(
      CardPaymentsDisabledError,
    );
  });
});
