import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/orders/order.ts';
import {
  confirmationEmailSentence,
  paymentNoticeFor,
} from '../../src/lib/orders/payment-notice.ts';
import type { OrderStatus, StatusChange } from '../../src/lib/orders/status.ts';

const CHECKOUT = { kind: 'system', id: 'checkout', name: 'Checkout' } as const;
const STRIPE = { kind: 'system', id: 'stripe', name: 'Stripe' } as const;
const PAID_AT = '2026-12-01T00:05:00.000Z';

/** An order that went through `statuses` after being placed, paid when one of them is paid. */
function order(
  paymentMethod: Order['paymentMethod'],
  ...statuses: OrderStatus[]
): Pick<Order, 'status' | 'history' | 'paymentMethod' | 'payment'> {
  let from: OrderStatus = 'awaiting_payment';
  const history: StatusChange[] = [
    { from: null, to: from, at: '2026-12-01T00:00:00.000Z', actor: CHECKOUT },
  ];
  for (const to of statuses) {
    history.push({ from, to, at: PAID_AT, actor: STRIPE });
    from = to;
  }
  return {
    status: from,
    history,
    paymentMethod,
    payment: {
      method: paymentMethod,
      reference: 'CK-10042',
      ...(statuses.includes('paid') ? { paidAt: PAID_AT } : {}),
    },
  };
}

describe('paymentNoticeFor', () => {
  it('waits for Stripe on an unpaid card order and asks for a transfer on a bank order', () => {
    expect(paymentNoticeFor(order('card'))).toEqual({ kind: 'awaiting_card' });
    expect(paymentNoticeFor(order('bank_transfer'))).toEqual({ kind: 'awaiting_transfer' });
  });

  it('thanks for the payment once paid, through packing and delivery', () => {
    expect(paymentNoticeFor(order('card', 'paid'))).toEqual({ kind: 'paid', method: 'card' });
    expect(
      paymentNoticeFor(order('bank_transfer', 'paid', 'packed', 'out_for_delivery', 'delivered')),
    ).toEqual({ kind: 'paid', method: 'bank_transfer' });
  });

  it('asks for nothing once a card order is cancelled because its session expired', () => {
    expect(paymentNoticeFor(order('card', 'cancelled'))).toEqual({
      kind: 'cancelled',
      paid: false,
    });
    expect(paymentNoticeFor(order('bank_transfer', 'cancelled'))).toEqual({
      kind: 'cancelled',
      paid: false,
    });
  });

  it('says when a cancelled order had been paid, and when the money went back', () => {
    expect(paymentNoticeFor(order('card', 'paid', 'cancelled'))).toEqual({
      kind: 'cancelled',
      paid: true,
    });
    expect(paymentNoticeFor(order('card', 'paid', 'cancelled', 'refunded'))).toEqual({
      kind: 'refunded',
    });
    expect(paymentNoticeFor(order('bank_transfer', 'paid', 'refunded'))).toEqual({
      kind: 'refunded',
    });
  });
});

describe('confirmationEmailSentence', () => {
  const customer = { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' };
  const withCustomer = (placed: ReturnType<typeof order>) => ({ ...placed, customer });

  it('says the email is on its way for bank transfers and paid card orders', () => {
    const onItsWay = 'A confirmation email is on its way to aroha@example.co.nz.';
    expect(confirmationEmailSentence(withCustomer(order('bank_transfer')))).toBe(onItsWay);
    expect(confirmationEmailSentence(withCustomer(order('card', 'paid')))).toBe(onItsWay);
    expect(confirmationEmailSentence(withCustomer(order('card', 'paid', 'cancelled')))).toBe(
      onItsWay,
    );
  });

  it('promises it after payment for a waiting card order and not at all for one never paid', () => {
    expect(confirmationEmailSentence(withCustomer(order('card')))).toBe(
      'A confirmation email goes to aroha@example.co.nz once your payment is confirmed.',
    );
    expect(confirmationEmailSentence(withCustomer(order('card', 'cancelled')))).toBe('');
  });
});
