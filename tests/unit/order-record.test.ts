import { describe, expect, it } from 'vitest';
import {
  adminOrderView,
  buildOrder,
  formatOrderNumber,
  OrderSchema,
  type OrderDraft,
} from '../../src/lib/orders/order.ts';
import { priceOrder } from '../../src/lib/orders/pricing.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { sampleOrderDraft, sampleOrderRequest, WELCOME10 } from '../fixtures/sample-order.ts';

const placedAt = new Date('2026-12-01T02:03:04Z');

const request = sampleOrderRequest({
  gift: { recipientName: 'Nana Mere', message: 'Enjoy!' },
  promoCode: 'welcome10',
  notes: 'Leave by the door',
});

function draft(change: Partial<OrderDraft> = {}): OrderDraft {
  return { ...sampleOrderDraft(request, { placedAt, promo: WELCOME10 }), ...change };
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
          promo: WELCOME10,
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
