import { describe, expect, it } from 'vitest';
import {
  activeStandingById,
  standingValueSummary,
  deliveryValueCents,
  ITEMS_PREFIX,
  itemFromKey,
  STAFF_LIST_PREFIX,
  staffListKeysOf,
  staffRowFromKey,
  staffRowMatches,
  staffSortKey,
  StandingListQuerySchema,
} from '../../src/lib/standing-orders/staff-list.ts';
import { standingOrderFixture } from '../fixtures/standing-order.ts';

const PRICES = new Map([
  ['beef-bolognese', 1450],
  ['super-veg-sauce', 1200],
]);

function listKeyOf(order = standingOrderFixture()) {
  const key = staffListKeysOf(order).find((found) => found.startsWith(`${STAFF_LIST_PREFIX}/`));
  return (key ?? '').slice(STAFF_LIST_PREFIX.length + 1);
}

describe('the staff list keys', () => {
  it('carry what a row shows: status, next delivery, frequency, packs, name and email', () => {
    expect(staffRowFromKey(listKeyOf())).toEqual({
      id: '6f1c8a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      status: 'active',
      nextDate: '2026-12-03',
      pausedUntil: null,
      everyWeeks: 1,
      packs: 3,
      customerName: 'Aroha Ngata',
      email: 'aroha@example.co.nz',
    });
  });

  it('keep names with slashes, macrons and percent signs whole, and stay under 600 bytes', () => {
    const order = standingOrderFixture({
      customer: { name: 'Mā/ori 100% ?#', email: `${'x'.repeat(200)}@example.co.nz`, phone: '' },
    });
    const row = staffRowFromKey(listKeyOf(order));
    expect(row?.customerName).toBe('Mā/ori 100% ?#');
    for (const key of staffListKeysOf(order)) {
      expect(new TextEncoder().encode(key).length).toBeLessThan(600);
      expect(key).not.toMatch(/[%?#]/);
    }
  });

  it('give the next delivery it sends: skips passed over, none when paused without a date', () => {
    const skipped = standingOrderFixture({ skipDates: ['2026-12-03'] });
    expect(staffRowFromKey(listKeyOf(skipped))?.nextDate).toBe('2026-12-10');
    const paused = standingOrderFixture({ status: 'paused', pausedUntil: '2026-12-24' });
    expect(staffRowFromKey(listKeyOf(paused))).toMatchObject({
      status: 'paused',
      nextDate: '2026-12-24',
      pausedUntil: '2026-12-24',
    });
    const stopped = standingOrderFixture({ status: 'paused' });
    expect(staffRowFromKey(listKeyOf(stopped))?.nextDate).toBeNull();
    const cancelled = standingOrderFixture({ status: 'cancelled' });
    expect(staffRowFromKey(listKeyOf(cancelled))?.nextDate).toBeNull();
  });

  it('name each meal of a delivery in an item key', () => {
    const items = staffListKeysOf(standingOrderFixture())
      .filter((key) => key.startsWith(`${ITEMS_PREFIX}/`))
      .map((key) => itemFromKey(key.slice(ITEMS_PREFIX.length + 1)));
    expect(items).toEqual([
      { id: standingOrderFixture().id, item: { productId: 'beef-bolognese', quantity: 2 } },
      { id: standingOrderFixture().id, item: { productId: 'super-veg-sauce', quantity: 1 } },
    ]);
  });

  it('refuse keys someone else wrote', () => {
    expect(staffRowFromKey('not-a-row')).toBeNull();
    expect(staffRowFromKey('x/active~-~-~1~3/!!~!!')).toBeNull();
    expect(itemFromKey('id/meal~0')).toBeNull();
    expect(itemFromKey('id/meal')).toBeNull();
  });
});

describe('searching, sorting and pricing rows', () => {
  const row = staffRowFromKey(listKeyOf());
  if (!row) throw new Error('no row');

  it('finds by name (ignoring case and macrons) and email, and filters by status', () => {
    expect(staffRowMatches(row, { q: 'aroha' })).toBe(true);
    expect(staffRowMatches(row, { q: 'NGATA' })).toBe(true);
    expect(staffRowMatches(row, { q: '@example.co' })).toBe(true);
    expect(staffRowMatches(row, { q: 'someone else' })).toBe(false);
    expect(staffRowMatches(row, { status: 'paused' })).toBe(false);
    expect(staffRowMatches(row, { status: 'active', q: 'aroha' })).toBe(true);
  });

  it('sorts the soonest next delivery first and those with none last', () => {
    expect(staffSortKey({ id: 'b', nextDate: '2026-12-03' }) < staffSortKey(row)).toBe(false);
    expect(staffSortKey({ id: 'a', nextDate: null }) > staffSortKey(row)).toBe(true);
  });

  it('prices a delivery at today’s prices, a meal no longer sold counting nothing', () => {
    expect(deliveryValueCents(standingOrderFixture().items, PRICES)).toBe(2 * 1450 + 1200);
    expect(deliveryValueCents([{ productId: 'gone', quantity: 3 }], PRICES)).toBe(0);
  });

  it('sums the active ones’ weekly value: a fortnightly delivery counts half a week', () => {
    const weekly = staffRowFromKey(listKeyOf(standingOrderFixture()));
    const fortnightly = staffRowFromKey(
      listKeyOf(
        standingOrderFixture({ id: '7f1c8a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', everyWeeks: 2 }),
      ),
    );
    const paused = staffRowFromKey(
      listKeyOf(
        standingOrderFixture({ id: '8f1c8a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', status: 'paused' }),
      ),
    );
    const rows = [weekly, fortnightly, paused].flatMap((found) => (found ? [found] : []));
    const items = new Map(rows.map((found) => [found.id, standingOrderFixture().items]));
    expect(standingValueSummary(Object.values(activeStandingById(rows, items)), PRICES)).toEqual({
      active: 2,
      weeklyValueCents: 4100 + 2050,
    });
  });
});

describe('the list query', () => {
  it('reads blanks as no filter and refuses an unknown status', () => {
    expect(StandingListQuerySchema.parse({ q: '', status: '' })).toEqual({ limit: 50 });
    expect(StandingListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});
