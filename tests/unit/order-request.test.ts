import { describe, expect, it } from 'vitest';
import { isPhoneNumber, PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';

const delivery = {
  method: 'delivery',
  address: { line1: '12 Pacific Ave', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
  date: '2026-12-03',
  slotId: 'papamoa-thu-pm',
};

const valid = {
  idempotencyKey: '3f1c2a9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
  items: [{ productId: 'beef-bolognese', quantity: 2 }],
  customer: { name: 'Aroha Tane', email: 'aroha@example.co.nz', phone: '021 123 4567' },
  fulfilment: delivery,
  paymentMethod: 'bank_transfer',
  termsAccepted: true,
};

/** The message for a field path such as `customer.phone`, or undefined when it is valid. */
function issueAt(input: unknown, path: string): string | undefined {
  return PlaceOrderRequestSchema.safeParse(input).error?.issues.find(
    (issue) => issue.path.join('.') === path,
  )?.message;
}

describe('PlaceOrderRequestSchema', () => {
  it('accepts a delivery order and fills the optional fields', () => {
    const parsed = PlaceOrderRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ notes: '', paymentMethod: 'bank_transfer' });
    expect(parsed.fulfilment).toMatchObject({ address: { line2: '' } });
    expect(parsed.promoCode).toBeUndefined();
    expect(parsed.gift).toBeUndefined();
  });

  it('accepts a pickup order, defaulting to bank transfer', () => {
    const parsed = PlaceOrderRequestSchema.parse({
      ...valid,
      paymentMethod: undefined,
      fulfilment: { method: 'pickup', date: '2026-12-04', slotId: 'kitchen-fri' },
    });
    expect(parsed.fulfilment).toEqual({
      method: 'pickup',
      date: '2026-12-04',
      slotId: 'kitchen-fri',
    });
    expect(parsed.paymentMethod).toBe('bank_transfer');
  });

  it('takes an idempotency key of a UUID or 16 to 100 safe characters', () => {
    expect(issueAt({ ...valid, idempotencyKey: 'a'.repeat(16) }, 'idempotencyKey')).toBeUndefined();
    for (const key of ['short', 'a'.repeat(101), 'has spaces in it!!', '../../etc/passwd00']) {
      expect(issueAt({ ...valid, idempotencyKey: key }, 'idempotencyKey')).toBe(
        'Please reload the page and try again',
      );
    }
  });

  it('merges repeated meals and caps each meal at 99 packs', () => {
    const parsed = PlaceOrderRequestSchema.parse({
      ...valid,
      items: [
        { productId: 'beef-bolognese', quantity: 2 },
        { productId: 'super-veg-sauce', quantity: 1 },
        { productId: 'beef-bolognese', quantity: 3 },
      ],
    });
    expect(parsed.items).toEqual([
      { productId: 'beef-bolognese', quantity: 5 },
      { productId: 'super-veg-sauce', quantity: 1 },
    ]);
    const tooMany = {
      ...valid,
      items: [
        { productId: 'beef-bolognese', quantity: 60 },
        { productId: 'beef-bolognese', quantity: 40 },
      ],
    };
    expect(issueAt(tooMany, 'items')).toBe('Order at most 99 packs of one meal');
  });

  it('refuses empty carts, bad quantities and odd product ids with clear messages', () => {
    expect(issueAt({ ...valid, items: [] }, 'items')).toBe('Your cart is empty');
    const line = (productId: string, quantity: unknown) => ({
      ...valid,
      items: [{ productId, quantity }],
    });
    expect(issueAt(line('beef-bolognese', 0), 'items.0.quantity')).toBe('Order at least 1 pack');
    expect(issueAt(line('beef-bolognese', 100), 'items.0.quantity')).toBe(
      'Order at most 99 packs of one meal',
    );
    expect(issueAt(line('beef-bolognese', 1.5), 'items.0.quantity')).toBe(
      'Enter a whole number of packs',
    );
    expect(issueAt(line('Beef Bolognese', 1), 'items.0.productId')).toBe(
      'Choose a meal from the shop',
    );
    const fiftyOne = Array.from({ length: 51 }, (_, i) => ({
      productId: `meal-${i}`,
      quantity: 1,
    }));
    expect(issueAt({ ...valid, items: fiftyOne }, 'items')).toBe(
      'An order can have at most 50 different meals',
    );
  });

  it('checks the customer: name, email and a lenient NZ phone number', () => {
    const customer = (change: object) => ({
      ...valid,
      customer: { ...valid.customer, ...change },
    });
    expect(issueAt(customer({ name: 'A' }), 'customer.name')).toBe(
      'Name must be at least 2 characters',
    );
    expect(issueAt(customer({ email: 'aroha@' }), 'customer.email')).toBe(
      'Please enter a valid email address',
    );
    expect(issueAt(customer({ email: '' }), 'customer.email')).toBe(
      'Please enter your email address',
    );
    expect(issueAt(customer({ phone: 'call me' }), 'customer.phone')).toBe(
      'Please enter a phone number, e.g. 021 123 4567',
    );
  });

  it.each(['021 123 4567', '+64 21 123 4567', '(07) 572 1234', '07-572-1234', '0275721234'])(
    'takes the phone number %j',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it.each(['', '123456', '+++ ---- ()', '021 123 4567 ext 2', '0'.repeat(21)])(
    'refuses the phone number %j',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );

  it('needs a full delivery address with a four-digit postcode', () => {
    const address = (change: object) => ({
      ...valid,
      fulfilment: { ...delivery, address: { ...delivery.address, ...change } },
    });
    expect(issueAt(address({ postcode: '311' }), 'fulfilment.address.postcode')).toBe(
      'Postcode must be 4 digits',
    );
    expect(issueAt(address({ line1: ' ' }), 'fulfilment.address.line1')).toBe(
      'Please enter the street address',
    );
    expect(issueAt(address({ suburb: '' }), 'fulfilment.address.suburb')).toBe(
      'Please enter the suburb',
    );
    expect(issueAt(address({ city: '' }), 'fulfilment.address.city')).toBe(
      'Please enter the town or city',
    );
  });

  it('needs a method, a real date and a slot', () => {
    expect(issueAt({ ...valid, fulfilment: { method: 'drone' } }, 'fulfilment.method')).toBe(
      'Choose delivery or pickup',
    );
    expect(
      issueAt({ ...valid, fulfilment: { ...delivery, date: '2026-02-30' } }, 'fulfilment.date'),
    ).toBe('Please choose a date');
    expect(
      issueAt({ ...valid, fulfilment: { ...delivery, slotId: '' } }, 'fulfilment.slotId'),
    ).toBe('Please choose a time slot');
  });

  it('takes a gift with a recipient, an optional phone and a message of at most 255 characters', () => {
    const parsed = PlaceOrderRequestSchema.parse({
      ...valid,
      gift: { recipientName: 'Nana Mere', recipientPhone: '', message: 'Happy birthday!' },
    });
    expect(parsed.gift).toEqual({
      recipientName: 'Nana Mere',
      recipientPhone: undefined,
      message: 'Happy birthday!',
      hidePrices: true,
    });
    const gift = (change: object) => ({
      ...valid,
      gift: { recipientName: 'Nana Mere', ...change },
    });
    expect(issueAt(gift({ message: 'x'.repeat(256) }), 'gift.message')).toBe(
      'Keep the gift message to 255 characters or fewer',
    );
    expect(issueAt(gift({ message: 'x'.repeat(255) }), 'gift.message')).toBeUndefined();
    expect(issueAt(gift({ recipientName: '' }), 'gift.recipientName')).toBe(
      "The recipient's name must be at least 2 characters",
    );
    expect(issueAt(gift({ recipientPhone: 'nope' }), 'gift.recipientPhone')).toBe(
      'Please enter a phone number, e.g. 021 123 4567',
    );
    expect(issueAt(gift({ hidePrices: false }), 'gift.hidePrices')).toBeDefined();
  });

  it('normalises a promo code to upper case and treats an empty one as none', () => {
    expect(PlaceOrderRequestSchema.parse({ ...valid, promoCode: ' welcome10 ' }).promoCode).toBe(
      'WELCOME10',
    );
    expect(PlaceOrderRequestSchema.parse({ ...valid, promoCode: '  ' }).promoCode).toBeUndefined();
    expect(issueAt({ ...valid, promoCode: 'no spaces allowed' }, 'promoCode')).toBe(
      'That promo code is not valid',
    );
  });

  it('limits notes, checks the payment method and needs the terms accepted', () => {
    expect(issueAt({ ...valid, notes: 'x'.repeat(501) }, 'notes')).toBe(
      'Use at most 500 characters',
    );
    expect(issueAt({ ...valid, paymentMethod: 'cash' }, 'paymentMethod')).toBe(
      'Choose how you would like to pay',
    );
    for (const termsAccepted of [false, undefined, 'true']) {
      expect(issueAt({ ...valid, termsAccepted }, 'termsAccepted')).toBe(
        'Please accept the terms and conditions',
      );
    }
  });
});
