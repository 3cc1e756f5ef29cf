import { describe, expect, it } from 'vitest';
import {
  adminOrderView,
  buildOrder,
  formatOrderNumber,
  OrderSchema,
  type OrderDraft,
} from '../../src/lib/orders/order.ts';
import { priceOrder } from '../../src/lib/orders/pricing.ts';
import { PromoSchema } from '../../src/lib/orders/promo.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';

const placedAt = new Date('2026-12-01T02:03:04Z');

const request = PlaceOrderRequestSchema.parse({
  idempotencyKey: '3f1c2a9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
  items: [{ productId: 'beef-bolognese', quantity: 3 }],
  customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
  fulfilment: {
    method: 'delivery',
    address: { line1: '12 Pacific Ave', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
    date: '2026-12-03',
    slotId: 'papamoa-thu-pm',
  },
  gift: { recipientName: 'Nana Mere', message: 'Enjoy!' },
  promoCode: 'welcome10',
  paymentMethod: 'bank_transfer',
  notes: 'Leave by the door',
  termsAccepted: true,
});

function draft(change: Partial<OrderDraft> = {}): OrderDraft {
  return {
    identity: {
      id: '6d0f1c1e-2b8a-4f8e-9c55-0a2b9d3e7f10',
      number: formatOrderNumber(10042),
      accessToken: 'k'.repeat(32),
    },
    request,
    priced: priceOrder({
      lines: [
        { productId: 'beef-bolognese', name: 'Beef Bolognese', unitPriceCents: 1690, quantity: 3 },
      ],
      zone: { feeCents: 0, freeDeliveryThresholdCents: null, minimumOrderCents: 0 },
      promo: PromoSchema.parse({
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        minimumSubtotalCents: 3000,
        active: true,
      }),
      now: placedAt,
    }),
    zone: { id: 'papamoa', name: 'Papamoa' },
    slotLabel: 'Thu 3 Dec, 4pm–6pm',
    placedAt,
    ...change,
  };
}

describe('formatOrderNumber', () => {
  it('gives CK- and the counter value', () => {
    expect(formatOrderNumber(10001)).toBe('CK-10001');
    expect(formatOrderNumber(123456)).toBe('CK-123456');
  });
});

describe('buildOrder', () => {
  it('assembles a valid order awaiting payment, its first history entry by the checkout', () => {
    const order = buildOrder(draft());
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      number: 'CK-10042',
      status: 'awaiting_payment',
      placedAt: '2026-12-01T02:03:04.000Z',
      fulfilment: {
        method: 'delivery',
        address: { line1: '12 Pacific Ave', line2: '', postcode: '3118' },
        zone: { id: 'papamoa', name: 'Papamoa' },
        date: '2026-12-03',
        slotId: 'papamoa-thu-pm',
        slotLabel: 'Thu 3 Dec, 4pm–6pm',
      },
      gift: { recipientName: 'Nana Mere', message: 'Enjoy!', hidePrices: true },
      lines: [{ productId: 'beef-bolognese', quantity: 3, lineTotalCents: 5070 }],
      totals: { subtotalCents: 5070, discountCents: 507, totalCents: 4563, gstCents: 595 },
      promoCode: 'WELCOME10',
      notes: 'Leave by the door',
      payment: { method: 'bank_transfer', reference: 'CK-10042' },
    });
    expect(order.history).toEqual([
      {
        from: null,
        to: 'awaiting_payment',
        at: '2026-12-01T02:03:04.000Z',
        actor: { kind: 'system', id: 'checkout', name: 'Checkout' },
      },
    ]);
  });

  it('keeps no promo code that pricing refused, and builds pickup orders without an address', () => {
    const pickupRequest = PlaceOrderRequestSchema.parse({
      ...request,
      fulfilment: { method: 'pickup', date: '2026-12-04', slotId: 'kitchen-fri' },
      gift: undefined,
    });
    const order = buildOrder(
      draft({
        request: pickupRequest,
        priced: priceOrder({
          lines: [
            { productId: 'super-veg-sauce', name: 'Super Veg', unitPriceCents: 1490, quantity: 1 },
          ],
          zone: null,
          promo: PromoSchema.parse({
            code: 'WELCOME10',
            kind: 'percent',
            value: 10,
            minimumSubtotalCents: 3000,
            active: true,
          }),
          now: placedAt,
        }),
        zone: { id: 'pickup', name: 'Papamoa kitchen' },
      }),
    );
    expect(order.promoCode).toBeNull();
    expect(order.gift).toBeNull();
    expect(order.fulfilment).toEqual({
      method: 'pickup',
      zone: { id: 'pickup', name: 'Papamoa kitchen' },
      date: '2026-12-04',
      slotId: 'kitchen-fri',
      slotLabel: 'Thu 3 Dec, 4pm–6pm',
    });
  });
});

describe('adminOrderView', () => {
  it('leaves out the shopper’s access token', () => {
    const view = adminOrderView(buildOrder(draft()));
    expect(view).not.toHaveProperty('accessToken');
    expect(view.number).toBe('CK-10042');
  });
});
