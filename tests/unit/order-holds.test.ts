// What an order should hold, worked out from the saved order alone: set, never moved by a
// difference, so applying it twice (a retry, a repair) gives the same stock document.
import { describe, expect, it } from 'vitest';
import {
  editHoldOn,
  holdStateOf,
  orderHoldOn,
  slotPacksOf,
  type HoldDocument,
} from '../../src/lib/inventory/order-holds.ts';
import { withOrderPacks } from '../../src/lib/delivery/slot-packs.ts';
import type { Order, Refund } from '../../src/lib/orders/order.ts';
import { AROHA, sampleOrder } from '../fixtures/sample-order.ts';

const NOW = new Date('2026-12-01T00:00:00Z');
const STAFF = { kind: 'staff', id: 'u1', name: 'Mere' } as const;
const base = sampleOrder(AROHA, new Date('2026-11-30T00:00:00Z'));
const BEEF = 'beef-bolognese';

const [LINE] = base.lines;
if (!LINE) throw new Error('The sample order has no line');
const HISTORY = base.history;

function order(change: Partial<Order> = {}): Order {
  return { ...base, status: 'paid', ...change };
}

function refund(id: string, quantity: number, restock: boolean, change: Partial<Refund> = {}) {
  const line = { productId: BEEF, name: 'Beef', quantity, unitPriceCents: 1, lineTotalCents: 1 };
  return {
    id,
    at: NOW.toISOString(),
    actor: STAFF,
    amountCents: 1,
    method: 'bank',
    status: 'done',
    lines: [line],
    restock,
    ...change,
  } satisfies Refund;
}

/** An edit's hold taken, or the test fails. */
function taken(level: HoldDocument, edit: Parameters<typeof editHoldOn>[1]): HoldDocument {
  const attempt = editHoldOn(level, edit);
  if (!attempt.level) throw new Error('The edit was refused');
  return attempt.level;
}

/** Applies the sync until it changes nothing, checking it settles in one step. */
function settled(level: HoldDocument, saved: Order, abandoned?: string): HoldDocument {
  const once = orderHoldOn(level, saved, BEEF, NOW, abandoned).level;
  expect(orderHoldOn(once, saved, BEEF, NOW).level).toBe(once);
  return once;
}

describe('an order hold set from the saved order', () => {
  it('holds what an open order needs, taking or giving back only the difference in stock', () => {
    const id = base.id;
    const held = { onHand: 10, holds: { [id]: 3 } };
    expect(orderHoldOn(held, order(), BEEF, NOW).level).toBe(held);
    const more = order({ lines: [{ ...LINE, quantity: 5 }] });
    expect(settled(held, more)).toEqual({ onHand: 8, holds: { [id]: 5 } });
    const fewer = order({ lines: [{ ...LINE, quantity: 1 }] });
    expect(settled(held, fewer)).toEqual({ onHand: 12, holds: { [id]: 1 } });
  });

  it('gives packs back when cancelled and keeps them taken once the goods left', () => {
    const held = { onHand: 10, holds: { [base.id]: 3, other: 2 } };
    const move = {
      from: 'paid' as const,
      to: 'cancelled' as const,
      at: NOW.toISOString(),
      actor: STAFF,
    };
    const history = [...HISTORY, move];
    expect(settled(held, order({ status: 'cancelled', history }))).toEqual({
      onHand: 13,
      holds: { other: 2 },
    });
    expect(settled(held, order({ status: 'delivered' }))).toEqual({
      onHand: 10,
      holds: { other: 2 },
    });
    expect(holdStateOf({ status: 'refunded', history: [{ ...move, to: 'refunded' }] })).toBe(
      'give_back',
    );
  });

  it('applies each refund once by its id: restocked packs come back, others are written off', () => {
    const held = { onHand: 10, holds: { [base.id]: 3 } };
    const saved = order({ refunds: [refund('rf-a', 1, true), refund('rf-b', 1, false)] });
    const after = settled(held, saved);
    expect(after).toMatchObject({ onHand: 11, holds: { [base.id]: 1 } });
    expect(after.refundsRestocked).toEqual(['rf-a', 'rf-b']);
    // Marked restocked on the order: never applied again, even once the document forgot it.
    const marked = order({
      refunds: saved.refunds.map((r) => ({ ...r, restockedAt: NOW.toISOString() })),
    });
    const forgot = { ...after, refundsRestocked: [] };
    expect(orderHoldOn(forgot, marked, BEEF, NOW).level).toBe(forgot);
  });

  it('never restocks packs a cancelled order already gave back', () => {
    const move = {
      from: 'paid' as const,
      to: 'cancelled' as const,
      at: NOW.toISOString(),
      actor: STAFF,
    };
    const cancelled = order({ status: 'cancelled', history: [...HISTORY, move] });
    const given = settled({ onHand: 10, holds: { [base.id]: 3 } }, cancelled);
    expect(given).toEqual({ onHand: 13 });
    const refunded = { ...cancelled, refunds: [refund('rf-c', 2, true)] };
    expect(settled(given, refunded)).toEqual({ onHand: 13, refundsRestocked: ['rf-c'] });
  });

  it('leaves a refund whose money has not gone back yet held', () => {
    const held = { onHand: 10, holds: { [base.id]: 3 } };
    const saved = order({ refunds: [refund('rf-p', 2, true, { status: 'pending' })] });
    expect(orderHoldOn(held, saved, BEEF, NOW).level).toBe(held);
  });

  it('restocks after delivery without a hold, never twice', () => {
    const level = { onHand: 4 };
    const saved = order({ status: 'delivered', refunds: [refund('rf-d', 2, true)] });
    expect(settled(level, saved)).toEqual({ onHand: 6, refundsRestocked: ['rf-d'] });
  });

  it('never takes the shelf below zero, saying how short it is', () => {
    const more = order({ lines: [{ ...LINE, quantity: 9 }] });
    const change = orderHoldOn({ onHand: 2, holds: { [base.id]: 3 } }, more, BEEF, NOW);
    expect(change.level).toEqual({ onHand: 0, holds: { [base.id]: 5 } });
    expect(change.short).toBe(4);
  });
});

describe("an edit's packs taken before its order write", () => {
  const edit = { id: 'ed-1', orderId: base.id, packs: 6, until: '2026-12-01T00:02:00.000Z' };
  const held = { onHand: 10, holds: { [base.id]: 3 } };

  it('raises the hold to the new total once, and a retry with a new id takes nothing more', () => {
    const first = taken(held, edit);
    expect(first).toMatchObject({ onHand: 7, holds: { [base.id]: 6 } });
    const retried = taken(first, { ...edit, id: 'ed-2' });
    expect(retried).toMatchObject({ onHand: 7, holds: { [base.id]: 6 } });
    expect(editHoldOn({ onHand: 2, holds: { [base.id]: 3 } }, edit)).toEqual({
      level: null,
      available: 2,
    });
  });

  it('is kept while the edit is in flight, dropped when it landed, failed or expired', () => {
    const pending = taken(held, edit);
    expect(orderHoldOn(pending, order(), BEEF, NOW).level).toBe(pending);
    const landed = order({
      lines: [{ ...LINE, quantity: 6 }],
      edits: [
        {
          id: 'ed-1',
          at: NOW.toISOString(),
          actor: STAFF,
          changes: ['x'],
          totalBeforeCents: 1,
          totalAfterCents: 2,
          todaysPrices: false,
        },
      ],
    });
    expect(settled(pending, landed)).toEqual({ onHand: 7, holds: { [base.id]: 6 } });
    expect(settled(pending, order(), 'ed-1')).toEqual(held);
    expect(settled(pending, order(), undefined)).toBe(pending);
    const later = new Date('2026-12-01T00:03:00Z');
    expect(orderHoldOn(pending, order(), BEEF, later).level).toEqual(held);
  });
});

describe("an order's packs in its slot", () => {
  it('counts lines less restocked refunds, and sets them whole, adding a lost place', () => {
    const saved = order({ refunds: [refund('rf-a', 1, true), refund('rf-b', 1, false)] });
    expect(slotPacksOf(saved)).toBe(2);
    const booking = { booked: 1, orderIds: ['other'], packs: { other: 4 } };
    const next = withOrderPacks(booking, { orderId: base.id, packs: 2 });
    expect(next).toEqual({
      booked: 2,
      orderIds: ['other', base.id],
      packs: { other: 4, [base.id]: 2 },
    });
    expect(withOrderPacks(next, { orderId: base.id, packs: 2 })).toBe(next);
  });
});
