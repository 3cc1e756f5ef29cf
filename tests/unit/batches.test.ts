import { describe, expect, it } from 'vitest';
import {
  BatchSchema,
  batchCodeFor,
  bestBeforeOf,
  isSellableOn,
  mealShortCode,
  normalisedLot,
  packsLeftOf,
  type Batch,
} from '../../src/lib/batches/batch.ts';
import { planMeal } from '../../src/lib/batches/fefo.ts';

const batch = (over: Partial<Batch> & Pick<Batch, 'id'>): Batch =>
  BatchSchema.parse({
    code: over.id.toUpperCase(),
    productId: 'beef-bolognese',
    madeOn: '2026-11-01',
    bestBefore: '2027-05-01',
    packsMade: 10,
    lots: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    createdBy: { id: 'u1', username: 'cook' },
    ...over,
  });

describe('batch codes', () => {
  it('makes the short code from the first letters of the meal name', () => {
    expect(mealShortCode('Beef Bolognese')).toBe('BB');
    expect(mealShortCode('Kids Chilli Con Carne (large)')).toBe('KCCC');
    expect(mealShortCode('  Crème brûlée ')).toBe('CB');
    expect(mealShortCode('!!!')).toBe('M');
  });
  it('codes a batch by meal, made-on date and sequence', () => {
    expect(batchCodeFor('BB', '2026-11-28', 1)).toBe('BB-261128-1');
    expect(batchCodeFor('SVS', '2027-01-05', 12)).toBe('SVS-270105-12');
  });
  it('dates best-before from the shelf life', () => {
    expect(bestBeforeOf('2026-11-28', 90)).toBe('2027-02-26');
  });
  it('keys lots by letters and digits only', () => {
    expect(normalisedLot('Lot 12/A')).toBe(normalisedLot(' LOT 12 a '));
    expect(normalisedLot('use by 3.1.27')).toBe('useby3127');
  });
  it('refuses a code with spaces or lower-case input it cannot fix', () => {
    expect(BatchSchema.shape.code.safeParse('bb-1').data).toBe('BB-1');
    expect(BatchSchema.shape.code.safeParse('BB 1').success).toBe(false);
  });
});

describe('packs left and sellable', () => {
  it('counts given and withdrawn packs off packs made', () => {
    const made = batch({
      id: 'b1',
      given: { o1: 3, o2: 2 },
      withdrawals: [
        {
          reason: 'recalled',
          packs: 1,
          at: '2026-11-02T00:00:00.000Z',
          by: null,
          stockMoved: true,
        },
      ],
    });
    expect(packsLeftOf(made)).toBe(4);
    expect(isSellableOn(made, '2026-11-02')).toBe(false);
  });
  it('sells a batch up to and on its best-before day', () => {
    const made = batch({ id: 'b1', bestBefore: '2026-12-01' });
    expect(isSellableOn(made, '2026-12-01')).toBe(true);
    expect(isSellableOn(made, '2026-12-02')).toBe(false);
  });
});

describe('first expiry, first out', () => {
  const early = batch({ id: 'early', bestBefore: '2027-01-01', packsMade: 4 });
  const late = batch({ id: 'late', bestBefore: '2027-03-01', packsMade: 10 });
  const expired = batch({ id: 'old', bestBefore: '2026-11-30', packsMade: 10 });
  const plan = (wanted: number, current: Parameters<typeof planMeal>[0]['current'] = []) =>
    planMeal({
      productId: 'beef-bolognese',
      wanted,
      current,
      batches: [late, expired, early],
      day: '2026-12-05',
    });

  it('takes from the batch that expires first, then the next', () => {
    expect(plan(6)).toEqual({
      lines: [
        { productId: 'beef-bolognese', batchId: 'early', packs: 4 },
        { productId: 'beef-bolognese', batchId: 'late', packs: 2 },
      ],
      short: 0,
    });
  });
  it('skips batches out of date on the delivery day and says what is short', () => {
    expect(plan(20).short).toBe(6);
    expect(plan(20).lines.map((line) => line.batchId)).toEqual(['early', 'late']);
  });
  it('keeps an allocation that already fits, and gives back from the latest batch first', () => {
    const current = [
      { productId: 'beef-bolognese', batchId: 'early', packs: 2 },
      { productId: 'beef-bolognese', batchId: 'late', packs: 2 },
    ];
    expect(plan(4, current).lines).toEqual(current);
    expect(plan(1, current).lines).toEqual([
      { productId: 'beef-bolognese', batchId: 'early', packs: 1 },
    ]);
  });
  it('takes only the difference when an order grows, counting packs others took', () => {
    const taken = batch({ ...early, given: { other: 3, me: 1 } });
    const grown = planMeal({
      productId: 'beef-bolognese',
      wanted: 3,
      current: [{ productId: 'beef-bolognese', batchId: 'early', packs: 1 }],
      batches: [taken, late],
      day: '2026-12-05',
    });
    expect(grown.lines).toEqual([
      { productId: 'beef-bolognese', batchId: 'early', packs: 1 },
      { productId: 'beef-bolognese', batchId: 'late', packs: 2 },
    ]);
  });
});
