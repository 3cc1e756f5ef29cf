import { describe, expect, it } from 'vitest';
import { restockReminderEmail } from '../../src/lib/emails/restock-reminder.ts';
import {
  orderIdOfRestockSource,
  parseRefill,
  refillUrl,
  restockSourceOf,
} from '../../src/lib/marketing/refill-link.ts';
import { PlaceOrderRequestSchema } from '../../src/lib/orders/request.ts';

const ORDER_ID = '0f8e2f8a-5d2b-4c3e-9a1b-2c3d4e5f6a7b';
const SENDER = {
  name: 'Cube Kitchen',
  email: 'hello@cubekitchen.co.nz',
  address: { street: '24 Te Okuroa Drive', suburb: 'Papamoa', city: 'Tauranga', postcode: '3118' },
};

describe('the refill link', () => {
  it('round-trips an order’s meals and the reminder it came from', () => {
    const lines = [
      { productId: 'beef-bolognese', quantity: 2 },
      { productId: 'super-veg-sauce', quantity: 1 },
    ];
    const url = new URL(refillUrl('https://shop.example', ORDER_ID, lines));
    expect(url.href).toBe(
      `https://shop.example/meals?refill=beef-bolognese:2,super-veg-sauce:1&ref=restock-${ORDER_ID}`,
    );
    expect(parseRefill(url.search)).toEqual({ lines, source: `restock-${ORDER_ID}` });
  });

  it('skips malformed lines, adds up repeats within the per-meal limit, drops a bad source', () => {
    expect(
      parseRefill('?refill=beef:2,<script>:1,beef:98,veg:0,veg:x,lamb:1:2,chicken:3&ref=evil'),
    ).toEqual({
      lines: [
        { productId: 'beef', quantity: 99 },
        { productId: 'chicken', quantity: 3 },
      ],
      source: null,
    });
  });

  it('is absent from a page without one', () => {
    expect(parseRefill('?page=2')).toBeNull();
    expect(parseRefill('')).toBeNull();
  });

  it('names the reminded order only through a well-formed source', () => {
    expect(orderIdOfRestockSource(restockSourceOf(ORDER_ID))).toBe(ORDER_ID);
    expect(orderIdOfRestockSource('restock-1')).toBeNull();
    expect(orderIdOfRestockSource(undefined)).toBeNull();
  });
});

describe('the order request', () => {
  const base = {
    idempotencyKey: 'abcdefghijklmnop',
    items: [{ productId: 'beef', quantity: 1 }],
    customer: { name: 'Ana Smith', email: 'ana@example.co.nz', phone: '021 123 4567' },
    fulfilment: { method: 'pickup', date: '2026-12-03', slotId: 'kitchen-thu' },
    termsAccepted: true,
  };

  it('carries the restock tick (off by default) and a well-formed source only', () => {
    expect(PlaceOrderRequestSchema.parse(base)).toMatchObject({ restockReminder: false });
    const asked = PlaceOrderRequestSchema.parse({
      ...base,
      restockReminder: true,
      source: `restock-${ORDER_ID}`,
    });
    expect(asked).toMatchObject({ restockReminder: true, source: `restock-${ORDER_ID}` });
    expect(PlaceOrderRequestSchema.parse({ ...base, source: 'x'.repeat(500) }).source).toBe(
      undefined,
    );
  });
});

describe('restockReminderEmail', () => {
  const email = restockReminderEmail(
    {
      name: '<script>alert(1)</script>',
      orderNumber: 'CK-10001',
      lines: [
        { name: 'Beef & <b>Bolognese</b>', quantity: 2 },
        { name: 'Super Veg Sauce', quantity: 1 },
      ],
      refillUrl: `https://shop.example/meals?refill=beef:2&ref=restock-${ORDER_ID}`,
      unsubscribeUrl: 'https://shop.example/unsubscribe?token=abc.def',
    },
    SENDER,
  );

  it('keeps names and meal names as text', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('Beef &amp; &lt;b&gt;Bolognese&lt;/b&gt;');
  });

  it('lists the meals and packs, with the refill link', () => {
    expect(email.text).toContain('- Beef & <b>Bolognese</b>: 2 packs');
    expect(email.text).toContain('- Super Veg Sauce: 1 pack');
    expect(email.html).toContain(`refill=beef:2&amp;ref=restock-${ORDER_ID}`);
  });

  it('ends with the marketing footer and its unsubscribe link', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('You asked for a restock reminder when you ordered (CK-10001).');
      expect(part).toContain('24 Te Okuroa Drive, Papamoa, Tauranga 3118');
    }
    expect(email.text).toContain('https://shop.example/unsubscribe?token=abc.def');
  });
});
