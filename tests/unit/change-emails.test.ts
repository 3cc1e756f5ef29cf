// The table of emails a change to an order owes (src/lib/orders/change-emails.ts), and what its
// claims are keyed by: the confirmation once per order, the others once per change.
import { describe, expect, it } from 'vitest';
import {
  activityOwedBy,
  changeEmailClaimKey,
  emailsOwedBy,
} from '../../src/lib/orders/change-emails.ts';
import { buildOrder, CHECKOUT_ACTOR, type Order } from '../../src/lib/orders/order.ts';
import {
  KEPT_ORDER_CHANGES,
  placementChangeOf,
  withChange,
  type OrderChange,
} from '../../src/lib/orders/order-changes.ts';
import { buildSystemReport } from '../../src/lib/system/system-report.ts';
import { sampleOrderDraft, sampleOrderRequest } from '../fixtures/sample-order.ts';

const STAFF = { kind: 'staff', id: 'u1', name: 'Mere' } as const;
const AT = '2026-12-01T03:00:00.000Z';
const order = (): Order =>
  buildOrder(
    sampleOrderDraft(sampleOrderRequest(), { placedAt: new Date('2026-12-01T02:00:00Z') }),
  );

const change = (kind: OrderChange['kind'], id: string): OrderChange => ({
  id,
  kind,
  at: AT,
  actor: STAFF,
  activity: { action: 'order.x', before: null, after: null },
});

function edited(base: Order, totalAfterCents: number): Order {
  const edit = {
    id: 'ed-1',
    at: AT,
    actor: STAFF,
    changes: ['Lines changed'],
    totalBeforeCents: base.totals.totalCents,
    totalAfterCents,
    todaysPrices: false,
  };
  return { ...base, edits: [edit], totals: { ...base.totals, totalCents: totalAfterCents } };
}

function paid(base: Order): Order {
  const move = { from: base.status, to: 'paid' as const, at: AT, actor: STAFF };
  return { ...base, status: 'paid', history: [...base.history, move] };
}

describe('the change-email table', () => {
  it('owes a bank-transfer placement its confirmation and notice, a card one nothing yet', () => {
    const bank = { ...order(), paymentMethod: 'bank_transfer' as const };
    const placed = placementChangeOf(bank, CHECKOUT_ACTOR);
    expect(emailsOwedBy(bank, placed)).toEqual(['confirmation', 'new_order_notice']);
    expect(emailsOwedBy({ ...bank, paymentMethod: 'card' }, placed)).toEqual([]);
  });

  it('owes the new amount for an edit that changed an unpaid bank order’s total only', () => {
    const base = { ...order(), paymentMethod: 'bank_transfer' as const };
    const edit = change('edited', 'ed-1');
    expect(emailsOwedBy(edited(base, base.totals.totalCents + 500), edit)).toEqual(['amount_due']);
    expect(emailsOwedBy(edited(base, base.totals.totalCents), edit)).toEqual([]);
    expect(emailsOwedBy(paid(edited(base, base.totals.totalCents + 500)), edit)).toEqual([]);
    expect(emailsOwedBy(edited(base, 999), change('edited', 'ed-other'))).toEqual([]);
  });

  it('owes the credit note of a refund once it is done and numbered, and logs no failed refund', () => {
    const base = paid(order());
    const refund = {
      id: 'rf-1',
      at: AT,
      actor: STAFF,
      amountCents: 500,
      method: 'bank' as const,
      status: 'done' as const,
    };
    const credit = { number: 'CN-00001', at: AT };
    const rf = change('refunded', 'rf-1');
    expect(emailsOwedBy({ ...base, refunds: [refund] }, rf)).toEqual([]);
    expect(emailsOwedBy({ ...base, refunds: [{ ...refund, creditNote: credit }] }, rf)).toEqual([
      'credit_note',
    ]);
    const failed = { ...base, refunds: [{ ...refund, status: 'failed' as const }] };
    expect(activityOwedBy(failed, rf)).toBe(false);
    expect(activityOwedBy({ ...base, refunds: [refund] }, rf)).toBe(true);
  });

  it('owes a card order its confirmation once paid, and the shopper a cancellation by staff only', () => {
    const card = { ...order(), paymentMethod: 'card' as const };
    const toPaid = { ...change('status', 'status-1'), to: 'paid' as const };
    expect(emailsOwedBy(card, toPaid)).toEqual(['confirmation', 'new_order_notice']);
    expect(emailsOwedBy({ ...card, paymentMethod: 'bank_transfer' }, toPaid)).toEqual([]);
    const cancelled = { ...change('status', 'status-2'), to: 'cancelled' as const };
    expect(emailsOwedBy(card, cancelled)).toEqual(['cancellation']);
    expect(emailsOwedBy(card, { ...cancelled, actor: CHECKOUT_ACTOR })).toEqual([]);
  });

  it('owes the new time of a move while it is the order’s latest move', () => {
    const base = order();
    const place = {
      method: 'delivery' as const,
      zoneId: 'papamoa',
      zoneName: 'Papamoa',
      date: '2026-12-03',
      slotId: 'pm',
      slotLabel: 'Thu 3 Dec, 4:00pm–6:00pm',
    };
    const move = (id: string) => ({
      id,
      at: AT,
      actor: STAFF,
      from: place,
      to: place,
      totalCentsBefore: 100,
      totalCentsAfter: 100,
    });
    const moved = { ...base, moves: [move('m-1')] };
    expect(emailsOwedBy(moved, change('rescheduled', 'm-1'))).toEqual(['rescheduled']);
    const movedAgain = { ...base, moves: [move('m-1'), move('m-2')] };
    expect(emailsOwedBy(movedAgain, change('rescheduled', 'm-1'))).toEqual([]);
  });

  it('keys the confirmation’s claim per order and the others per change', () => {
    const rf = change('refunded', 'rf-1');
    expect(changeEmailClaimKey('o1', rf, 'confirmation')).toBe('o1/confirmation');
    expect(changeEmailClaimKey('o1', rf, 'credit_note')).toBe('o1/rf-1/credit_note');
  });

  it('keeps the latest changes only', () => {
    let record = { changes: [] as OrderChange[] };
    for (let index = 0; index <= KEPT_ORDER_CHANGES; index += 1) {
      record = withChange(record, change('note', `n-${String(index)}`));
    }
    expect(record.changes).toHaveLength(KEPT_ORDER_CHANGES);
    expect(record.changes[0]?.id).toBe('n-1');
  });
});

describe('the system check line of changes finished by maintenance', () => {
  const facts = (changeRepairs: { finished: number; stuck: number; days: number }) => ({
    deployContext: 'local',
    store: 'local',
    writeTest: { increments: 1, counted: 1, error: null, ms: 1 },
    env: {},
    bankAccount: { name: '', number: '' },
    heartbeats: {},
    changeRepairs,
  });
  const lineOf = (repairs: { finished: number; stuck: number; days: number }) =>
    buildSystemReport(facts(repairs), new Date(AT)).lines.find(
      (line) => line.id === 'order-change-repairs',
    );

  it('counts what the job finished, and warns of changes still open an hour on', () => {
    expect(lineOf({ finished: 2, stuck: 0, days: 7 })).toMatchObject({
      status: 'ok',
      summary: expect.stringMatching(/^2 in the last 7 days/) as string,
    });
    expect(lineOf({ finished: 0, stuck: 3, days: 7 })).toMatchObject({
      status: 'warning',
      summary: expect.stringMatching(/^3 still unfinished/) as string,
    });
  });
});
