import { describe, expect, it } from 'vitest';
import {
  holdEffectOf,
  nextStatuses,
  ORDER_STATUSES,
  transition,
  type OrderActor,
  type OrderState,
  type OrderStatus,
  type StatusChange,
} from '../../src/lib/orders/status.ts';

const STAFF: OrderActor = { kind: 'staff', id: 'u-1', name: 'packer' };
const AT = new Date('2026-12-03T01:30:00Z');
const placed: StatusChange = {
  from: null,
  to: 'awaiting_payment',
  at: '2026-12-01T00:00:00.000Z',
  actor: { kind: 'system', id: 'checkout', name: 'Checkout' },
};
const paidEntry: StatusChange = { ...placed, from: 'awaiting_payment', to: 'paid' };

function order(
  status: OrderStatus,
  method: 'delivery' | 'pickup',
  paid = status !== 'awaiting_payment',
): OrderState {
  return { status, fulfilment: { method }, history: paid ? [placed, paidEntry] : [placed] };
}

// Written out by hand from the order life cycle (pay, pack, deliver or collect; cancel until the
// goods leave; refund after payment), independently of the table in status.ts.
const ALLOWED: readonly string[] = [
  'delivery awaiting_payment paid',
  'delivery awaiting_payment cancelled',
  'delivery paid packed',
  'delivery paid cancelled',
  'delivery paid refunded',
  'delivery packed out_for_delivery',
  'delivery packed cancelled',
  'delivery packed refunded',
  'delivery out_for_delivery delivered',
  'delivery out_for_delivery packed',
  'delivery out_for_delivery refunded',
  'delivery delivered refunded',
  'delivery cancelled refunded',
  'pickup awaiting_payment paid',
  'pickup awaiting_payment cancelled',
  'pickup paid packed',
  'pickup paid cancelled',
  'pickup paid refunded',
  'pickup packed collected',
  'pickup packed cancelled',
  'pickup packed refunded',
  'pickup collected refunded',
  'pickup cancelled refunded',
];

const everyMove = (['delivery', 'pickup'] as const).flatMap((method) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ method, from, to }))),
);

describe('transition', () => {
  it.each(everyMove)('$method order: $from → $to', ({ method, from, to }) => {
    const result = transition(order(from, method), to, { actor: STAFF, at: AT });
    const allowed = ALLOWED.includes(`${method} ${from} ${to}`);
    expect(result.ok).toBe(allowed);
    if (result.ok) {
      expect(result.order.status).toBe(to);
    } else {
      expect(result.error).toMatchObject({ code: 'illegal_transition', from, to });
      expect(result.error.message).toMatch(/\.$/);
    }
  });

  it('adds a history entry with from, to, time, actor and note, leaving the input untouched', () => {
    const before = order('paid', 'delivery');
    const result = transition(before, 'packed', { actor: STAFF, at: AT, note: 'Packed by Sam' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.order.history).toHaveLength(3);
    expect(result.order.history.at(-1)).toEqual({
      from: 'paid',
      to: 'packed',
      at: '2026-12-03T01:30:00.000Z',
      actor: STAFF,
      note: 'Packed by Sam',
    });
    expect(before.status).toBe('paid');
    expect(before.history).toHaveLength(2);
  });

  it('refunds a cancelled order only if it had been paid', () => {
    const unpaid = transition(order('cancelled', 'delivery', false), 'refunded', {
      actor: STAFF,
      at: AT,
    });
    expect(unpaid).toMatchObject({
      ok: false,
      error: { message: 'This order was never paid, so there is nothing to refund.' },
    });
    const paid = transition(order('cancelled', 'delivery', true), 'refunded', {
      actor: STAFF,
      at: AT,
    });
    expect(paid.ok).toBe(true);
  });

  it('explains refusals in plain words', () => {
    const say = (state: OrderState, to: OrderStatus) => {
      const result = transition(state, to, { actor: STAFF, at: AT });
      return result.ok ? 'allowed' : result.error.message;
    };
    expect(say(order('delivered', 'delivery'), 'cancelled')).toBe(
      'An order cannot go from delivered to cancelled.',
    );
    expect(say(order('packed', 'pickup'), 'out_for_delivery')).toBe(
      'A pickup order cannot go from packed to out for delivery.',
    );
    expect(say(order('paid', 'pickup'), 'paid')).toBe('The order is already paid.');
  });
});

describe('nextStatuses', () => {
  it('lists the moves the admin screen may offer', () => {
    expect(nextStatuses(order('awaiting_payment', 'delivery'))).toEqual(['paid', 'cancelled']);
    expect(nextStatuses(order('packed', 'delivery'))).toEqual([
      'out_for_delivery',
      'cancelled',
      'refunded',
    ]);
    expect(nextStatuses(order('packed', 'pickup'))).toEqual(['collected', 'cancelled', 'refunded']);
    expect(nextStatuses(order('refunded', 'pickup'))).toEqual([]);
  });
});

describe('holdEffectOf', () => {
  it.each([
    ['awaiting_payment', 'cancelled', 'give_back'],
    ['paid', 'cancelled', 'give_back'],
    ['packed', 'cancelled', 'give_back'],
    ['paid', 'refunded', 'give_back'],
    ['packed', 'refunded', 'give_back'],
    ['out_for_delivery', 'refunded', 'goods_gone'],
    ['delivered', 'refunded', 'goods_gone'],
    ['collected', 'refunded', 'goods_gone'],
    ['cancelled', 'refunded', 'none'],
    ['out_for_delivery', 'delivered', 'goods_gone'],
    ['packed', 'collected', 'goods_gone'],
    ['awaiting_payment', 'paid', 'none'],
    ['paid', 'packed', 'none'],
    ['packed', 'out_for_delivery', 'none'],
    ['out_for_delivery', 'packed', 'none'],
  ] as const)('%s → %s: %s', (from, to, effect) => {
    expect(holdEffectOf(from, to)).toBe(effect);
  });
});
