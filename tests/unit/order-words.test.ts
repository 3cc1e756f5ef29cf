import { describe, expect, it } from 'vitest';
import { orderListKeyOf } from '../../src/lib/orders/order-list.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import {
  lookupWordOf,
  searchWordsOf,
  wordEntryOfKey,
  wordKeysOf,
} from '../../src/lib/orders/order-words.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const placedAt = new Date('2026-11-24T02:03:04.000Z');
const order: Order = {
  ...sampleOrder({ ...AROHA, name: 'Café Aroha', phone: '021 123 4567' }, placedAt),
  gift: { recipientName: 'Mārama Ngata', recipientPhone: undefined, message: '', hidePrices: true },
};
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('searchWordsOf', () => {
  it('folds the number, name, email, phone, address and recipient into distinct words', () => {
    const words = searchWordsOf(order);
    for (const word of ['cafe', 'aroha', 'pacific', 'ave', 'papamoa', 'marama', 'ngata']) {
      expect(words, word).toContain(word);
    }
    expect(words).toContain('0211234567');
    expect(words).toContain('211234567');
    expect(words).toContain(order.number.slice(3));
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => /^[a-z0-9]+$/.test(word))).toBe(true);
  });
});

describe('word keys', () => {
  it('carry the list key and the search words, read back as the row', () => {
    const keys = wordKeysOf(order);
    expect(keys).toHaveLength(searchWordsOf(order).length);
    const entry = wordEntryOfKey(keys.find((key) => key.startsWith('order-words/pacific/')) ?? '');
    expect(entry).toMatchObject({
      kind: 'row',
      listKey: orderListKeyOf(order),
      row: { id: order.id, number: order.number, customerName: 'Café Aroha' },
      text: '12 pacific ave papamoa tauranga marama ngata',
    });
  });

  it('fall back to the order’s folder and sort part when the row would pass 600 bytes', () => {
    const long = 'Ā'.repeat(100);
    const wide: Order = {
      ...order,
      customer: { name: long, email: `${'a'.repeat(60)}@${'b'.repeat(30)}.nz`, phone: '021 1' },
      fulfilment: {
        ...order.fulfilment,
        method: 'delivery',
        address: { line1: long, line2: long, suburb: long, city: long, postcode: '3118' },
      },
    };
    for (const key of wordKeysOf(wide)) {
      expect(bytes(key)).toBeLessThanOrEqual(600);
      expect(Math.max(...key.split('/').map(bytes))).toBeLessThan(255);
      expect(wordEntryOfKey(key)).not.toBeNull();
    }
    const short = wordKeysOf(wide)
      .map(wordEntryOfKey)
      .find((entry) => entry?.kind === 'order');
    expect(short).toMatchObject({ kind: 'order', id: wide.id });
  });
});

describe('lookupWordOf', () => {
  it.each([
    ['Pacific Ave', 'pacific'],
    ['Pāpāmoa', 'papamoa'],
    ['+64 27 555 0101', '275550101'],
    ['027-555-0101', '0275550101'],
    ['CK-10042', '10042'],
    ['100%real@', 'real'],
    ['@', null],
    ['a b', null],
  ])('looks up %j by %j', (search, word) => {
    expect(lookupWordOf(search)).toBe(word);
  });
});
