import { describe, expect, it } from 'vitest';
import { buildPrepList } from '../../src/lib/orders/prep-list.ts';
import { packedLinesOf, packedPacksOf } from '../../src/lib/orders/packed-lines.ts';
import { packingSlipOf } from '../../src/lib/orders/packing-slip.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { buildRunSheet } from '../../src/lib/orders/run-sheet.ts';
import { buildForecast } from '../../src/lib/standing-orders/forecast.ts';
import { dispatchOrder } from '../fixtures/dispatch-orders.ts';

const BEEF = { productId: 'beef-bolognese', name: 'Beef Bolognese', quantity: 2 };
const CHICKEN = { productId: 'butter-chicken', name: 'Butter Chicken', quantity: 1 };

/** A refund by line of `packs` of `line`, as the refund route records it. */
function refundOf(
  line: { productId: string; name: string },
  packs: number,
  options: { restock?: boolean; status?: 'pending' | 'done' | 'failed' } = {},
): Order['refunds'][number] {
  return {
    id: `r-${line.productId}-${String(packs)}`,
    at: '2026-11-21T01:00:00.000Z',
    actor: { kind: 'staff', id: 'staff-1', name: 'packer' },
    amountCents: 1690 * packs,
    method: 'bank',
    status: options.status ?? 'done',
    lines: [{ ...line, quantity: packs, unitPriceCents: 1690, lineTotalCents: 1690 * packs }],
    ...(options.restock === undefined ? {} : { restock: options.restock }),
  };
}

/** A paid order of two beef and one chicken with the given refunds. */
function orderWith(...refunds: Order['refunds']): Order {
  return {
    ...dispatchOrder({ path: ['awaiting_payment', 'paid'], lines: [BEEF, CHICKEN] }),
    refunds,
  };
}

describe('packedLinesOf', () => {
  it('packs every line as ordered when nothing was refunded', () => {
    expect(packedLinesOf(orderWith())).toEqual([
      { ...BEEF, ordered: 2, refunded: 0 },
      { ...CHICKEN, ordered: 1, refunded: 0 },
    ]);
  });

  it('takes off the packs a refund put back into stock, never below nothing', () => {
    const order = orderWith(
      refundOf(BEEF, 1, { restock: true }),
      refundOf(CHICKEN, 1, { restock: true }),
    );
    expect(packedLinesOf(order)).toEqual([
      { ...BEEF, ordered: 2, refunded: 1, quantity: 1 },
      { ...CHICKEN, ordered: 1, refunded: 1, quantity: 0 },
    ]);
    expect(packedPacksOf(order)).toBe(1);
  });

  it('still packs what a refund without restock or a failed refund covered', () => {
    const order = orderWith(
      refundOf(BEEF, 1, { restock: false }),
      refundOf(BEEF, 1),
      refundOf(CHICKEN, 1, { restock: true, status: 'failed' }),
    );
    expect(packedPacksOf(order)).toBe(3);
  });

  it('does not pack what a pending refund with restock is giving back', () => {
    expect(packedPacksOf(orderWith(refundOf(BEEF, 2, { restock: true, status: 'pending' })))).toBe(
      1,
    );
  });
});

describe('the day views count only what is packed', () => {
  const refunded = orderWith(refundOf(CHICKEN, 1, { restock: true }));

  it('shows the refunded line on the slip as refunded, and counts only the packed packs', () => {
    const slip = packingSlipOf(refunded);
    expect(slip.packs).toBe(2);
    expect(slip.lines).toEqual([
      expect.objectContaining({ name: 'Beef Bolognese', quantity: 2, refunded: 0 }),
      expect.objectContaining({ name: 'Butter Chicken', quantity: 0, refunded: 1 }),
    ]);
  });

  it('leaves the refunded meal off the prep list, the run sheet and the forecast', () => {
    const prep = buildPrepList('2026-12-01', [refunded]);
    expect(prep.packs).toBe(2);
    expect(prep.meals.map((meal) => meal.productId)).toEqual(['beef-bolognese']);
    expect(prep.slots[0]?.packs).toBe(2);
    const run = buildRunSheet('2026-12-01', null, [refunded]);
    expect(run.slots[0]?.stops[0]?.packs).toBe(2);
    const forecast = buildForecast({
      from: '2026-12-01',
      standing: [],
      nameOf: (id) => id,
      deliveryDateOf: (_, date) => date,
      placed: [{ date: prep.date, orders: prep.orders, meals: prep.meals }],
    });
    expect(forecast.days[0]?.ordered).toBe(2);
    expect(forecast.meals.map((meal) => meal.productId)).toEqual(['beef-bolognese']);
  });

  it('leaves an order whose every pack went back into stock off the prep list', () => {
    const gone = orderWith(
      refundOf(BEEF, 2, { restock: true }),
      refundOf(CHICKEN, 1, { restock: true }),
    );
    expect(buildPrepList('2026-12-01', [gone]).orders).toBe(0);
  });
});
