import { describe, expect, it } from 'vitest';
import { nextTurnOrder, shareOf, turnOrder } from '../../src/lib/system/maintenance-turns.ts';
import { budgetUntil, timeBudget, UNLIMITED_BUDGET } from '../../src/lib/system/time-budget.ts';

const PARTS = [
  { name: 'recovery', urgent: true },
  { name: 'mail', urgent: true },
  { name: 'orders', urgent: false },
  { name: 'marks', urgent: false },
  { name: 'subscribers', urgent: false },
];

describe('the maintenance parts taking turns', () => {
  it('run urgent parts first, each group in the saved order, new parts at the end', () => {
    expect(turnOrder(PARTS)).toEqual(['recovery', 'mail', 'orders', 'marks', 'subscribers']);
    expect(turnOrder(PARTS, ['subscribers', 'mail', 'orders', 'recovery'])).toEqual([
      'mail',
      'recovery',
      'subscribers',
      'orders',
      'marks',
    ]);
  });

  it('send the parts the budget cut last next time, alternating between two long ones', () => {
    const order = ['recovery', 'mail', 'orders', 'marks', 'subscribers'];
    const next = nextTurnOrder(order, ['orders', 'marks']);
    expect(next).toEqual(['recovery', 'mail', 'subscribers', 'marks', 'orders']);
    expect(nextTurnOrder(next, ['marks', 'orders'])).toEqual(
      order.slice(0, 2).concat(['subscribers', 'orders', 'marks']),
    );
    expect(nextTurnOrder(order, [])).toEqual(order);
  });

  it('share the time left: an urgent part with the urgent ones to come and the backfills', () => {
    const order = turnOrder(PARTS);
    // Two urgent parts and the backfills as one: a third each.
    expect(shareOf(9_000, 0, order, PARTS)).toBe(3_000);
    expect(shareOf(6_000, 1, order, PARTS)).toBe(3_000);
    // The three backfills split what is left.
    expect(shareOf(6_000, 2, order, PARTS)).toBe(2_000);
    expect(shareOf(6_000, 4, order, PARTS)).toBe(6_000);
  });
});

describe('a time budget', () => {
  it('counts down on its clock and slices never outlast it', () => {
    let now = 1_000;
    const clock = () => now;
    const budget = timeBudget(5_000, clock);
    expect(budget.left()).toBe(5_000);
    const slice = budget.slice(2_000);
    expect(slice.deadline).toBe(3_000);
    expect(budget.slice(10_000).deadline).toBe(6_000);
    now = 3_000;
    expect(slice.spent()).toBe(true);
    expect(budget.spent()).toBe(false);
    expect(budget.left()).toBe(3_000);
    now = 7_000;
    expect(budget.left()).toBe(0);
    expect(budget.spent()).toBe(true);
    expect(budgetUntil(10, clock).slice(-5).deadline).toBe(10);
  });

  it('has an unlimited form for callers outside a scheduled run', () => {
    expect(UNLIMITED_BUDGET.spent()).toBe(false);
    expect(UNLIMITED_BUDGET.slice(1_000).spent()).toBe(false);
  });
});
