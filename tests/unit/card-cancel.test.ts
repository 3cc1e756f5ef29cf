import { describe, expect, it } from 'vitest';
import {
  cancelledPaymentOf,
  cardPaymentOf,
  cancelledPaymentPath,
  cancelOutcomeOf,
  releasedNotice,
  withoutCancelledPayment,
} from '../../src/lib/checkout/cancelled-payment.ts';
import {
  CancelCardPaymentRequestSchema,
  cardCancelState,
  type CardCancelOrder,
} from '../../src/lib/orders/card-cancel.ts';
import type { OrderStatus, StatusChange } from '../../src/lib/orders/status.ts';

const ORDER_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const TOKEN = 'aq6XeRNxttFOixwVqwLU5t_VgzpR7FCi';
const CHECKOUT = { kind: 'system', id: 'checkout', name: 'Checkout' } as const;
const AT = '2026-12-01T00:00:00.000Z';

function cardOrder(
  status: OrderStatus,
  options: { paid?: boolean; method?: 'card' | 'bank_transfer'; requested?: boolean } = {},
): CardCancelOrder {
  const history: StatusChange[] = [{ from: null, to: 'awaiting_payment', at: AT, actor: CHECKOUT }];
  if (options.paid) history.push({ from: 'awaiting_payment', to: 'paid', at: AT, actor: CHECKOUT });
  if (status !== 'awaiting_payment' && status !== 'paid') {
    history.push({ from: history.at(-1)?.to ?? null, to: status, at: AT, actor: CHECKOUT });
  }
  return {
    status,
    fulfilment: { method: 'delivery' },
    history,
    paymentMethod: options.method ?? 'card',
    payment: {
      stripeSessionId: 'cs_test_1',
      ...(options.requested ? { cancelRequestedAt: AT } : {}),
    },
  };
}

describe('cardCancelState', () => {
  it('lets the shopper cancel a card order awaiting its Stripe payment', () => {
    expect(cardCancelState(cardOrder('awaiting_payment'))).toBe('open');
    expect(cardCancelState(cardOrder('awaiting_payment', { requested: true }))).toBe('open');
  });

  it('answers a cancel the shopper already made as done, any other cancel as cancelled', () => {
    expect(cardCancelState(cardOrder('cancelled', { requested: true }))).toBe('done');
    expect(cardCancelState(cardOrder('cancelled'))).toBe('cancelled');
  });

  it('sends every order that was paid to its confirmation, even one cancelled since', () => {
    expect(cardCancelState(cardOrder('paid', { paid: true }))).toBe('paid');
    expect(cardCancelState(cardOrder('packed', { paid: true }))).toBe('paid');
    expect(cardCancelState(cardOrder('cancelled', { paid: true, requested: true }))).toBe('paid');
    expect(cardCancelState(cardOrder('refunded', { paid: true }))).toBe('paid');
  });

  it('refuses a bank transfer order, and a card order whose session is not there yet', () => {
    expect(cardCancelState(cardOrder('awaiting_payment', { method: 'bank_transfer' }))).toBe(
      'not_card_payment',
    );
    const noSession = cardOrder('awaiting_payment');
    noSession.payment = {};
    expect(cardCancelState(noSession)).toBe('not_card_payment');
  });
});

describe('the cancel link', () => {
  it('names the order and its token, and reads back the same', () => {
    const path = cancelledPaymentPath({ id: ORDER_ID, accessToken: TOKEN });
    expect(path).toBe(`/checkout?cancelled=${ORDER_ID}&token=${TOKEN}`);
    expect(cancelledPaymentOf(path.slice('/checkout'.length))).toEqual({
      orderId: ORDER_ID,
      token: TOKEN,
    });
  });

  it('is no cancel link without both the order and the token', () => {
    expect(cancelledPaymentOf('')).toBeNull();
    expect(cancelledPaymentOf(`?cancelled=${ORDER_ID}`)).toBeNull();
    expect(cancelledPaymentOf(`?token=${TOKEN}`)).toBeNull();
    expect(cancelledPaymentOf(`?cancelled=&token=${TOKEN}`)).toBeNull();
  });

  it('leaves the address without its query, keeping anything else', () => {
    expect(
      withoutCancelledPayment(`https://cubekitchen.co.nz/checkout?cancelled=${ORDER_ID}&token=x`),
    ).toBe('/checkout');
    expect(
      withoutCancelledPayment(`http://localhost:4321/checkout?utm=a&cancelled=1&token=x#pay`),
    ).toBe('/checkout?utm=a#pay');
  });

  it('takes a token of the right length only', () => {
    expect(CancelCardPaymentRequestSchema.safeParse({ token: TOKEN }).success).toBe(true);
    expect(CancelCardPaymentRequestSchema.safeParse({ token: '' }).success).toBe(false);
    expect(CancelCardPaymentRequestSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});

describe('cancelOutcomeOf', () => {
  const answer = {
    id: ORDER_ID,
    number: 'CK-10042',
    status: 'cancelled',
    confirmationUrl: `/order-confirmation?order=${ORDER_ID}&token=${TOKEN}`,
  };

  it('says the order was given back on 200, and on 409 cancelled (a cancel already made)', () => {
    expect(cancelOutcomeOf(200, answer)).toEqual({ kind: 'released', number: 'CK-10042' });
    expect(cancelOutcomeOf(409, { ...answer, reason: 'cancelled', message: 'Done' })).toEqual({
      kind: 'released',
      number: 'CK-10042',
    });
  });

  it('sends a paid order to its confirmation page, only on our own site', () => {
    expect(cancelOutcomeOf(409, { ...answer, status: 'paid', reason: 'paid' })).toEqual({
      kind: 'paid',
      confirmationUrl: answer.confirmationUrl,
    });
    for (const confirmationUrl of ['https://evil.example/', '//evil.example/order-confirmation']) {
      const elsewhere = { ...answer, reason: 'paid', confirmationUrl, message: 'Paid' };
      expect(cancelOutcomeOf(409, elsewhere)).toEqual({ kind: 'refused', message: 'Paid' });
    }
  });

  it('shows the reason of a refusal for good', () => {
    expect(cancelOutcomeOf(404, { message: 'Not found' })).toEqual({
      kind: 'refused',
      message: 'Not found',
    });
    expect(cancelOutcomeOf(409, { reason: 'not_card_payment', message: 'No card' })).toEqual({
      kind: 'refused',
      message: 'No card',
    });
    expect(cancelOutcomeOf(400, 'not json')).toEqual({ kind: 'refused', message: '' });
  });

  it('asks for a retry when no answer is sure: no network, 429 or a server error', () => {
    for (const status of [0, 429, 500, 502, 503]) {
      expect(cancelOutcomeOf(status, { message: 'x' })).toEqual({ kind: 'retry' });
    }
  });

  it('tells the shopper the order number, that nothing was charged and that the cart stays', () => {
    expect(releasedNotice('CK-10042')).toMatch(
      /^Your card payment was cancelled, so order CK-10042 is cancelled too and nothing was charged\. Your cart and details are still here/,
    );
  });
});

describe('cardPaymentOf', () => {
  it('reads the card order a tab kept when it went to Stripe', () => {
    expect(cardPaymentOf(JSON.stringify({ orderId: 'order-1', token: 'secret' }))).toEqual({
      orderId: 'order-1',
      token: 'secret',
    });
  });

  it('ignores nothing kept, broken JSON and incomplete values', () => {
    expect(cardPaymentOf(null)).toBeNull();
    expect(cardPaymentOf('{not json')).toBeNull();
    expect(cardPaymentOf(JSON.stringify({ orderId: 'order-1' }))).toBeNull();
    expect(cardPaymentOf(JSON.stringify({ orderId: 'order-1', token: 42 }))).toBeNull();
    expect(cardPaymentOf(JSON.stringify(['order-1', 'secret']))).toBeNull();
  });
});
