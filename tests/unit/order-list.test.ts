import { describe, expect, it } from 'vitest';
import { rowMatches, searchFinds } from '../../src/lib/orders/admin-requests.ts';
import {
  firstDayOfFolder,
  folderOf,
  orderListKeyOf,
  orderListRowFromKey,
  orderListRowOf,
} from '../../src/lib/orders/order-list.ts';
import { foldForSearch, orderSearchTextOf } from '../../src/lib/orders/order-search.ts';
import { cutToBytes } from '../../src/lib/key-text.ts';
import { formatOrderNumber, type Order } from '../../src/lib/orders/order.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const orderFor = sampleOrder;

const placedAt = new Date('2026-11-24T02:03:04.000Z');

describe('order list keys', () => {
  it('carry the row the list shows, and give it back', () => {
    const order = orderFor(AROHA, placedAt);
    const row = orderListRowFromKey(orderListKeyOf(order));
    expect(row).toEqual(orderListRowOf(order));
    expect(row).toMatchObject({ packs: 3, totalCents: 5070, slotLabel: 'Thu 3 Dec, 4pm–6pm' });
  });

  it('keep names and emails with macrons, slashes, percent signs, ? and # intact and key-safe', () => {
    const customer = {
      name: 'Mere Pāpāmoa #1 / O’Neil?',
      email: 'mere.100%real@example.com',
      phone: '+64 27 555 0101',
    };
    const key = orderListKeyOf(orderFor(customer, placedAt));
    expect(key).not.toMatch(/[%?#]/);
    expect(key.split('/')).toHaveLength(3);
    expect(orderListRowFromKey(key)).toMatchObject({
      customerName: customer.name,
      email: customer.email,
    });
  });

  it('stay under 600 bytes, each part under 255, whatever the shopper typed', () => {
    const long = {
      name: 'ā'.repeat(100),
      email: `${'x'.repeat(240)}@example.com`,
      phone: '0'.repeat(30),
    };
    // Longer than any request may give, straight onto a stored order.
    const order = orderFor(AROHA, placedAt);
    const key = orderListKeyOf({
      ...order,
      number: formatOrderNumber(9_999_999),
      status: 'out_for_delivery',
      customer: long,
      fulfilment: {
        ...order.fulfilment,
        zone: { id: 'z'.repeat(60), name: 'Zone' },
        slotId: 's'.repeat(100),
        slotLabel: 'ā'.repeat(100),
      },
    });
    expect(new TextEncoder().encode(`order-list/${key}`).length).toBeLessThan(600);
    for (const part of key.split('/'))
      expect(new TextEncoder().encode(part).length).toBeLessThan(255);
    expect(orderListRowFromKey(key)?.customerName).toBe('ā'.repeat(30));
    // Ids this long put the slot in a part of its own; the row reads the same either way.
    expect(key.split('/')).toHaveLength(4);
    expect(orderListRowFromKey(key)).toMatchObject({
      zoneId: 'z'.repeat(60),
      slotId: 's'.repeat(80),
      status: 'out_for_delivery',
    });
  });

  it('sort newest first: later half-months and later times come earlier', () => {
    const older = orderListKeyOf(orderFor(AROHA, new Date('2026-10-31T23:59:59Z')));
    const newer = orderListKeyOf(orderFor(AROHA, new Date('2026-11-01T00:00:00Z')));
    expect(newer < older).toBe(true);
    expect(firstDayOfFolder(folderOf('2026-11-24T00:00:00Z'))).toBe('2026-11-16');
    expect(firstDayOfFolder(folderOf('2026-11-15T23:59:59Z'))).toBe('2026-11-01');
    expect(folderOf('2026-11-16T00:00:00Z') < folderOf('2026-11-15T23:59:59Z')).toBe(true);
    expect(folderOf('2027-01-01T00:00:00Z') < folderOf('2026-12-31T23:59:59Z')).toBe(true);
  });

  it('read nothing from a key that is not one of theirs', () => {
    expect(orderListRowFromKey('999999/not-a-key')).toBeNull();
    expect(orderListRowFromKey('')).toBeNull();
    expect(orderListRowFromKey('1/2/3/!!!/@@@')).toBeNull();
  });

  it('cut text to a byte budget without splitting a character', () => {
    expect(cutToBytes('Pāpāmoa', 3)).toBe('Pā');
    expect(cutToBytes('Pāpāmoa', 2)).toBe('P');
  });
});

describe('order list search and filters', () => {
  const row = orderListRowOf(orderFor(AROHA, placedAt));

  it.each([
    ['CK-10042', true],
    ['ck-10042', true],
    ['10042', true],
    ['aroha', true],
    ['TANE', true],
    ['@example.co', true],
    ['021 123 4567', true],
    ['0211234567', true],
    ['+64 21 123 4567', true],
    ['123 45', true],
    ['12', false],
    ['mere', false],
  ])('"%s" finds it: %s', (search, found) => {
    expect(searchFinds(row, search)).toBe(found);
  });

  it('matches every filter given, dates as an inclusive range', () => {
    expect(rowMatches(row, { date: '2026-12-03' })).toBe(true);
    expect(rowMatches(row, { from: '2026-12-03', to: '2026-12-03' })).toBe(true);
    expect(rowMatches(row, { from: '2026-12-04' })).toBe(false);
    expect(rowMatches(row, { to: '2026-12-02' })).toBe(false);
    expect(
      rowMatches(row, { status: 'awaiting_payment', payment: 'bank_transfer', zone: 'papamoa' }),
    ).toBe(true);
    expect(rowMatches(row, { zone: 'tauranga' })).toBe(false);
    expect(rowMatches(row, { payment: 'card' })).toBe(false);
  });
});

describe('order search: accents, address, suburb and gift recipient', () => {
  const order: Order = {
    ...orderFor({ ...AROHA, name: 'Café Aroha' }, placedAt),
    gift: {
      recipientName: 'Mārama Ngata',
      recipientPhone: undefined,
      message: 'Enjoy!',
      hidePrices: true,
    },
  };
  const row = orderListRowOf(order);
  const text = orderSearchTextOf(order);

  it('folds accents, case and punctuation away', () => {
    expect(foldForSearch('  Café  ŌMOKOROA, Bay-of-Plenty ')).toBe('cafe omokoroa bay of plenty');
    expect(foldForSearch('Straße')).toBe('strasse');
  });

  it('folds the address, suburb, city and recipient into search words', () => {
    expect(text).toBe('12 pacific ave papamoa tauranga marama ngata');
  });

  it.each([
    ['Cafe', true],
    ['café aroha', true],
    ['CAFE', true],
    ['pacific ave', true],
    ['Papamoa', true],
    ['Pāpāmoa', true],
    ['marama', true],
    ['Mārama Ngata', true],
    ['tauranga', true],
    ['hemi', false],
  ])('"%s" finds it: %s', (search, found) => {
    expect(searchFinds(row, search, text)).toBe(found);
    expect(rowMatches(row, { q: search }, text)).toBe(found);
  });

  it('finds by address only through the search words, never without them', () => {
    expect(searchFinds(row, 'pacific')).toBe(false);
  });
});
