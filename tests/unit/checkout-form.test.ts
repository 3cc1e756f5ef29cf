import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema } from '../../src/lib/checkout/form-schema.ts';
import {
  EMPTY_CHECKOUT,
  splitServerErrors,
  toPlaceOrderRequest,
  type CheckoutFormValues,
} from '../../src/lib/checkout/form.ts';
import { parseDraft } from '../../src/lib/checkout/draft.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';
import { AROHA, AROHA_ADDRESS } from '../fixtures/sample-order.ts';

const filled: CheckoutFormValues = {
  ...EMPTY_CHECKOUT,
  customer: { ...AROHA },
  fulfilment: {
    method: 'delivery',
    address: { ...AROHA_ADDRESS },
    date: '2026-12-03',
    slotId: 'papamoa-thu-pm',
  },
  gift: { recipientName: 'Nana', recipientPhone: '', message: 'Enjoy' },
  promoCode: ' welcome10 ',
  termsAccepted: true,
};

function messages(values: CheckoutFormValues): Record<string, string> {
  const result = CheckoutFormSchema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the checkout form schema', () => {
  it('turns filled-in fields into the order request the server accepts', () => {
    const details = CheckoutFormSchema.parse(filled);
    const request = toPlaceOrderRequest(
      details,
      [{ id: 'beef-bolognese', quantity: 2 }],
      'k'.repeat(20),
    );
    expect(request).toMatchObject({
      idempotencyKey: 'k'.repeat(20),
      items: [{ productId: 'beef-bolognese', quantity: 2 }],
      fulfilment: { method: 'delivery', address: { postcode: '3118' }, slotId: 'papamoa-thu-pm' },
      promoCode: 'WELCOME10',
      paymentMethod: 'bank_transfer',
      termsAccepted: true,
    });
    expect(request).not.toHaveProperty('gift');
    expect(PlaceOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the gift only when ticked, and pickup without the address', () => {
    const details = CheckoutFormSchema.parse({
      ...filled,
      giftEnabled: true,
      fulfilment: {
        ...filled.fulfilment,
        method: 'pickup',
        address: EMPTY_CHECKOUT.fulfilment.address,
      },
    });
    expect(details.gift).toEqual({ recipientName: 'Nana', message: 'Enjoy', hidePrices: true });
    expect(details.fulfilment).toEqual({
      method: 'pickup',
      date: '2026-12-03',
      slotId: 'papamoa-thu-pm',
    });
  });

  it('gives the server messages at the form field paths', () => {
    expect(messages({ ...EMPTY_CHECKOUT, giftEnabled: true })).toMatchObject({
      'customer.name': 'Name must be at least 2 characters',
      'customer.email': 'Please enter your email address',
      'fulfilment.address.line1': 'Please enter the street address',
      'fulfilment.address.postcode': 'Postcode must be 4 digits',
      'fulfilment.slotId': 'Please choose a time slot',
      'gift.recipientName': "The recipient's name must be at least 2 characters",
      termsAccepted: 'Please accept the terms and conditions',
    });
    expect(
      messages({
        ...filled,
        gift: { ...filled.gift, message: 'x'.repeat(256) },
        giftEnabled: true,
      }),
    ).toEqual({
      'gift.message': 'Keep the gift message to 255 characters or fewer',
    });
  });
});

describe('splitServerErrors', () => {
  it('puts field paths beside their fields in page order and keeps the rest apart', () => {
    expect(
      splitServerErrors({
        termsAccepted: 'Please accept the terms and conditions',
        items: 'Your cart is empty',
        'fulfilment.address.postcode': 'Postcode must be 4 digits',
        'fulfilment.date': 'Please choose a date',
        'customer.name': 'Name must be at least 2 characters',
      }),
    ).toEqual({
      fields: [
        ['customer.name', 'Name must be at least 2 characters'],
        ['fulfilment.address.postcode', 'Postcode must be 4 digits'],
        ['fulfilment.slotId', 'Please choose a date'],
        ['termsAccepted', 'Please accept the terms and conditions'],
      ],
      other: ['Your cart is empty'],
    });
  });
});

describe('parseDraft', () => {
  it('restores kept values and ignores what does not fit the form', () => {
    const raw = JSON.stringify({
      customer: { name: 'Aroha', email: 42 },
      fulfilment: { method: 'teleport', address: { postcode: '3118' } },
      paymentMethod: 'card',
      termsAccepted: true,
      extra: 'x',
    });
    const draft = parseDraft(raw);
    expect(draft.customer).toEqual({ name: 'Aroha', email: '', phone: '' });
    expect(draft.fulfilment.method).toBe('delivery');
    expect(draft.fulfilment.address.postcode).toBe('3118');
    expect(draft.paymentMethod).toBe('card');
    expect(draft.termsAccepted).toBe(true);
    expect(draft).not.toHaveProperty('extra');
  });

  it('gives the empty form for nothing or garbage', () => {
    expect(parseDraft(null)).toEqual(EMPTY_CHECKOUT);
    expect(parseDraft('{oops')).toEqual(EMPTY_CHECKOUT);
  });
});
