import { describe, expect, it } from 'vitest';
import { newOrderNoticeEmail } from '../../src/lib/emails/new-order-notice.ts';
import { orderCancelledEmail } from '../../src/lib/emails/order-cancelled.ts';
import { orderConfirmationEmail } from '../../src/lib/emails/order-confirmation.ts';
import { orderRescheduledEmail } from '../../src/lib/emails/order-rescheduled.ts';
import { shopperNoticeEmail } from '../../src/lib/emails/shopper-notice.ts';
import type { PastOrderView } from '../../src/lib/standing-orders/my-deliveries.ts';
import {
  doneStateLabel,
  paymentStateLabel,
  splitOrders,
  stillComingSentence,
} from '../../src/lib/standing-orders/my-orders.ts';
import { STANDING_TERMS, standingTermsFor } from '../../src/lib/standing-orders/standing-labels.ts';
import { SAMPLE_SHOP, sampleOrderForEmail } from '../fixtures/order-email.ts';

const URL_OF = 'https://cubekitchen.co.nz/my-deliveries?email=aroha%40example.co.nz';
const LINE = `Manage your standing orders in My deliveries: ${URL_OF}`;

describe('the My deliveries line of order emails', () => {
  const order = sampleOrderForEmail({ myDeliveriesUrl: URL_OF });
  const move = { fromLabel: 'Wed 25 Nov, 4:00pm–6:00pm', fromMethod: 'delivery' as const };

  it('is in every email to the shopper', () => {
    const emails = [
      orderConfirmationEmail(order, SAMPLE_SHOP),
      orderCancelledEmail(order, SAMPLE_SHOP, undefined),
      orderRescheduledEmail(order, SAMPLE_SHOP, { ...move, dueCents: 0, overpaidCents: 0 }),
      shopperNoticeEmail('delivered', order, SAMPLE_SHOP, '2026-11-26T04:00:00.000Z'),
    ];
    for (const email of emails) {
      expect(email.text).toContain(LINE);
      expect(email.html).toContain('Manage your standing orders in My deliveries');
      expect(email.html).toContain(URL_OF.replace('&', '&amp;'));
    }
  });

  it('is not in the shop’s new-order notice', () => {
    expect(newOrderNoticeEmail(order, SAMPLE_SHOP).text).not.toContain('My deliveries');
  });

  it('is left out when a standing order’s email links to My deliveries already', () => {
    const later = orderConfirmationEmail(
      { ...order, deliveriesUrl: URL_OF, payment: { method: 'card', status: 'paid' } },
      SAMPLE_SHOP,
    );
    expect(later.text).not.toContain(LINE);
    expect(later.text).toContain(`Skip, pause or change it in My deliveries: ${URL_OF}`);
  });
});

describe('the standing-order terms', () => {
  it('never say a bank-transfer delivery is charged, and say how and when to pay each one', () => {
    const terms = standingTermsFor('bank_transfer');
    expect(terms).not.toContain('charged');
    expect(terms).toContain('we email you its amount and reference');
    expect(terms).toContain('we pack an order only once its payment has arrived');
    expect(standingTermsFor('card')).toBe(STANDING_TERMS);
  });

  it('are the bank-transfer ones in a bank-transfer first order’s email', () => {
    const email = orderConfirmationEmail(
      sampleOrderForEmail({
        standing: { schedule: 'every Thursday', whenUnavailable: 'Skip it', signInUrl: URL_OF },
      }),
      SAMPLE_SHOP,
    );
    expect(email.text).toContain('we email you its amount and reference');
    expect(email.text).not.toContain('Each delivery is charged');
  });
});

const base: PastOrderView = {
  id: 'o',
  number: 'CK-1',
  placedAt: '2026-11-20T00:00:00.000Z',
  date: '2026-11-26',
  dateLabel: 'Thu 26 Nov',
  status: 'awaiting_payment',
  paymentMethod: 'bank_transfer',
  standingOrderId: 's1',
  totalCents: 4500,
  receiptUrl: '/order-confirmation?order=o&token=t',
  items: [],
};

describe('My deliveries’ orders', () => {
  const orders: PastOrderView[] = [
    { ...base, id: 'a', number: 'CK-3', date: '2026-12-03', dateLabel: 'Thu 3 Dec' },
    { ...base, id: 'b', number: 'CK-2', status: 'paid' },
    { ...base, id: 'c', number: 'CK-0', status: 'delivered', date: '2026-11-19' },
    { ...base, id: 'd', number: 'CK-9', status: 'cancelled', standingOrderId: null },
  ];

  it('puts the orders made and not yet delivered in Coming up, soonest first', () => {
    const { comingUp, done } = splitOrders(orders);
    expect(comingUp.map((order) => order.number)).toEqual(['CK-2', 'CK-3']);
    expect(done.map((order) => order.number)).toEqual(['CK-0', 'CK-9']);
  });

  it('says whether one coming up is paid, and the amount awaited', () => {
    expect(paymentStateLabel(base)).toBe('Awaiting payment of $45.00');
    expect(paymentStateLabel({ ...base, status: 'packed' })).toBe('Paid');
    expect(doneStateLabel({ status: 'delivered' })).toBe('');
    expect(doneStateLabel({ status: 'cancelled' })).toBe('Cancelled');
  });

  it('names each order of a cancelled standing order that still comes', () => {
    expect(stillComingSentence('s1', orders)).toBe(
      'Order CK-3 for Thu 3 Dec is already made and still comes (awaiting payment of $45.00): to cancel it too, contact us. Order CK-2 for Thu 26 Nov is already made and still comes (paid): to cancel it too, contact us.',
    );
    expect(stillComingSentence('other', orders)).toBe('');
  });
});
